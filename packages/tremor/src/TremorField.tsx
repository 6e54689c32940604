import * as React from 'react';

/** Which element inside a {@link TremorField} takes its label. */
export type TremorFieldTarget = 'listbox' | 'switch';

const targetSelectors: Record<TremorFieldTarget, string> = {
  listbox: 'button[aria-haspopup="listbox"]',
  switch: '[role="switch"]',
};

/** The clear button of a Tremor `Select` with `enableClear`, or a `MultiSelect`, holding a choice: an icon, no name. */
const clearButtonSelector = 'button[type="button"]:not([aria-haspopup])';

/** Props of {@link TremorField}. */
export interface TremorFieldProps {
  /** The accessible name, e.g. the `title` react-querybuilder passes to the control. */
  label?: string;
  /** The kind of Tremor control inside. */
  target: TremorFieldTarget;
  /** Classes for the wrapper element. */
  className?: string;
  /** The Tremor control. */
  children: React.ReactNode;
}

/**
 * Gives a Tremor control built on Headless UI (`Select`, `MultiSelect`, `Switch`) an accessible name.
 * Those controls pass `aria-label` to a wrapper instead of the element that takes focus, so this
 * component renders a visually hidden label and points the focusable element's `aria-labelledby` at
 * it. A select's name also includes its own text, so it reads as the label followed by the selected
 * option ("Fields First name"). A select's clear button, which Tremor renders as a bare icon and which no prop
 * reaches, is named after the label too ("Clear Value of Country").
 */
export const TremorField = ({ label, target, className, children }: TremorFieldProps): React.JSX.Element => {
  const wrapper = React.useRef<HTMLDivElement>(null);
  const labelId = React.useId();
  // Runs after every render: Headless UI may re-create the focusable element (e.g. when disabled toggles).
  React.useEffect(() => {
    const element = wrapper.current?.querySelector(targetSelectors[target]);
    if (!element || !label) return;
    element.setAttribute('aria-labelledby', target === 'listbox' && element.id ? `${labelId} ${element.id}` : labelId);
    if (target === 'listbox')
      wrapper.current?.querySelector(clearButtonSelector)?.setAttribute('aria-label', `Clear ${label}`);
  });
  return (
    <div ref={wrapper} className={className}>
      {label ? (
        <span id={labelId} className="sr-only">
          {label}
        </span>
      ) : null}
      {children}
    </div>
  );
};
