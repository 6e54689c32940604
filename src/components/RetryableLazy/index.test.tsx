// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { retryableLazy } from '.';

function Panel({ label }: { readonly label: string }) {
  return <p>{label} loaded</p>;
}

describe('retryableLazy', () => {
  it('shows what failed and a Retry that imports again, keeping the page around it', async () => {
    let failures = 1;
    let imports = 0;
    const load = async () => {
      imports += 1;
      if (failures-- > 0) throw new Error('Loading chunk 12 failed.');
      return { default: Panel };
    };
    const Lazy = retryableLazy(load, 'the import');
    render(
      <main>
        <h1>Demo</h1>
        <Suspense fallback={<p>Loading…</p>}>
          <Lazy label="Import" />
        </Suspense>
      </main>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The import could not be loaded (Loading chunk 12 failed.)');
    expect(screen.getByRole('heading', { name: 'Demo' })).toBeTruthy();
    await act(async () => screen.getByRole('button', { name: 'Retry' }).click());
    expect(await screen.findByText('Import loaded')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(imports).toBe(2);
  });
});
