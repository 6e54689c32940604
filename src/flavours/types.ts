import type { ComponentType, ReactNode } from 'react';
import type { Classnames, ControlElementsProp, FullField } from 'react-querybuilder';

export type SiteColorMode = 'light' | 'dark';

/** What a flavour's lazily loaded module provides to the demo shell. */
export interface FlavourModule {
  /**
   * Wraps the builder: the UI library's theme provider, following the site's colour mode, and an
   * element carrying the scope class of any stylesheet the flavour links.
   */
  readonly Provider: ComponentType<{ readonly colorMode: SiteColorMode; readonly children: ReactNode }>;
  readonly controlElements?: ControlElementsProp<FullField, string>;
  readonly controlClassnames?: Partial<Classnames>;
  /** URLs of scoped stylesheets (see plugins/lean/demoStylesheets) linked while the flavour is shown. */
  readonly stylesheets?: readonly string[];
}

/** A demo flavour as the demo shell sees it; `Id` is adapters.ts' DemoFlavourId (this file names no flavour). */
export interface FlavourAdapter<Id extends string = string> {
  readonly id: Id;
  readonly label: string;
  /** Loads the flavour's UI library and controls; only the page that shows the flavour calls it. */
  readonly load: () => Promise<FlavourModule>;
  /** A module small enough to ship with the page, so server rendering shows the real builder. */
  readonly preloaded?: FlavourModule;
}
