import { startTransition, useCallback, useEffect, useState } from 'react';
import { flavourAdapters } from '../flavours/adapters';
import type { DemoFlavourId } from '../flavours/adapters';
import type { FlavourModule } from '../flavours/types';

export type FlavourLoad =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly module: FlavourModule }
  | { readonly status: 'failed'; readonly message: string; readonly retry: () => void };

/** Resolves once the stylesheet is usable, so the flavour never shows unstyled. */
function linkStylesheet(href: string): Promise<void> {
  const existing = document.head.querySelector<HTMLLinkElement>(`link[data-demo-stylesheet="${CSS.escape(href)}"]`);
  if (existing?.dataset.loaded === 'true') return Promise.resolve();
  const link = existing ?? Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
  link.dataset.demoStylesheet = href;
  return new Promise((resolve, reject) => {
    link.addEventListener('load', () => {
      link.dataset.loaded = 'true';
      resolve();
    });
    link.addEventListener('error', () => reject(new Error(`The stylesheet ${href} did not load.`)));
    if (!existing) document.head.append(link);
  });
}

/** Loads a flavour's module (its UI library and controls) and stylesheets on the client. */
export function useFlavour(id: DemoFlavourId): FlavourLoad {
  const [load, setLoad] = useState<FlavourLoad>(() => {
    const preloaded = flavourAdapters[id]?.preloaded;
    return preloaded ? { status: 'ready', module: preloaded } : { status: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    let current = true;
    const adapter = flavourAdapters[id];
    const preloaded = adapter?.preloaded;
    if (preloaded) {
      // Usually already so from the first render: keeping the same state spares the demo a re-render on mount.
      setLoad((current) =>
        current.status === 'ready' && current.module === preloaded ? current : { status: 'ready', module: preloaded },
      );
      return;
    }
    // Already so on a first load: a new object would re-render the whole demo, blocking, right after hydration.
    setLoad((current) => (current.status === 'loading' ? current : { status: 'loading' }));
    if (!adapter) {
      setLoad({ status: 'failed', message: `There is no demo flavour "${id}".`, retry });
      return;
    }
    adapter
      .load()
      .then(async (module) => {
        await Promise.all((module.stylesheets ?? []).map(linkStylesheet));
        // The UI library's first render of the whole builder is long; as a transition it is rendered in slices
        // instead of blocking input for a second on a phone.
        if (current) startTransition(() => setLoad({ status: 'ready', module }));
      })
      .catch((error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error);
        if (current) setLoad({ status: 'failed', message: `${adapter.label} could not be loaded: ${reason}`, retry });
      });
    return () => {
      current = false;
    };
  }, [id, attempt, retry]);

  return load;
}
