// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import type { RuleGroupTypeAny } from 'react-querybuilder';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ImportDraft } from './importDraft';
import ImportPanel from './ImportPanel';

afterEach(cleanup);

function renderPanel() {
  const onImport = vi.fn<(query: RuleGroupTypeAny) => void>();
  const onRun = vi.fn<(query: RuleGroupTypeAny) => void>();
  function Panel() {
    const [draft, setDraft] = useState<ImportDraft>({ language: 'sql', text: '' });
    return (
      <ImportPanel
        independentCombinators={false}
        onImport={onImport}
        onRun={onRun}
        draft={draft}
        onDraftChange={setDraft}
      />
    );
  }
  render(<Panel />);
  const importSql = (sql: string, button: 'Import' | 'Run this query' = 'Import') => {
    fireEvent.change(screen.getByRole('textbox', { name: /^SQL to import/ }), { target: { value: sql } });
    fireEvent.click(screen.getByRole('button', { name: button }));
  };
  return { onImport, onRun, importSql };
}

describe('the demo’s Import tab with SQL', () => {
  it('refuses a value read as a field the demo lacks, rather than show "First name = Last name"', () => {
    const { onImport, onRun, importSql } = renderPanel();
    importSql('firstName = "Steve" AND lastName = Vai');
    importSql('firstName = "Steve"', 'Run this query');
    expect(onImport).not.toHaveBeenCalled();
    expect(onRun).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe(
      `"Steve" is read as a field, and there is no field "Steve". To compare firstName with the text, write it as 'Steve'. The query was not changed.`,
    );
    importSql('firstName = lastName');
    expect(onImport).toHaveBeenCalledOnce();
  });

  it('imports SQL whose every condition has a rule, and says so', () => {
    const { onImport, importSql } = renderPanel();
    importSql("firstName = 'lower(x) AND (SELECT' AND age > 18");
    expect(onImport).toHaveBeenCalledOnce();
    expect(screen.getByRole('status').textContent).toBe('Imported the SQL into the builder.');
  });

  it.each([
    ["age > 18 AND lower(firstName) = 'j'", "lower(firstName) = 'j'"],
    ['age > 18 AND firstName IN (SELECT name FROM bans)', 'firstName IN (SELECT name FROM bans)'],
  ])('keeps the query and names the condition parseSQL drops in %s', (sql, dropped) => {
    const { onImport, onRun, importSql } = renderPanel();
    importSql(sql);
    importSql(sql, 'Run this query');
    expect(onImport).not.toHaveBeenCalled();
    expect(onRun).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe(
      `1 of 2 conditions has no rule form (a function call, a subquery or arithmetic, for example): ${dropped}. The query was not changed.`,
    );
  });
});
