import { useState, type ReactNode } from 'react';

/**
 * The Run button that ends each runnable format section of the export pages (plugins/queryLab/remarkRunButtons.ts). It
 * is all the page carries, as small as it can be: the panel, the lab's worker and the engine load when it is pressed.
 */
export default function LabRun({ section }: { readonly section: string }): ReactNode {
  const [panel, setPanel] = useState<ReactNode>();
  const open = () =>
    // By its full name: the server build replaces this request with an empty module (plugins/lean/flavourBundling).
    import(/* webpackChunkName: "lab-sample" */ '@site/src/lab/sample/SamplePanel').then(
      ({ default: Panel }) => setPanel(<Panel section={section} onClose={() => setPanel(undefined)} />),
      () => setPanel(<span role="alert">The lab could not load: reload the page to try again.</span>),
    );
  return (
    panel ?? (
      <p data-lab-run={section} data-markdown-ignore="">
        <button type="button" className="button button--sm button--primary" onClick={open}>
          Run this sample
        </button>
      </p>
    )
  );
}
