import type { ComponentType, ReactNode } from 'react';
import type { Classnames, ControlElementsProp, FullField } from 'react-querybuilder';
import type { FlavourId } from './registry';

export type SiteColorMode = 'light' | 'dark';

/** `'default'` is the library's own standard controls, shown at /demo. */
export type DemoFlavourId = FlavourId | 'default';

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

export interface FlavourAdapter {
  readonly id: DemoFlavourId;
  readonly label: string;
  /** Loads the flavour's UI library and controls; only the page that shows the flavour calls it. */
  readonly load: () => Promise<FlavourModule>;
  /** A module small enough to ship with the page, so server rendering shows the real builder. */
  readonly preloaded?: FlavourModule;
}
