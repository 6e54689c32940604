// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import type { RuleGroupTypeAny } from 'react-querybuilder';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ImportDraft } from './importDraft';
import ImportPanel from './ImportPanel';

afterEach(cleanup);

function renderPanel(language: ImportDraft['language'] = 'sql', notToggleShown = false) {
  const onImport = vi.fn<(query: RuleGroupTypeAny) => void>();
  const onRun = vi.fn<(query: RuleGroupTypeAny) => void>();
  const onShowNotToggle = vi.fn<() => void>();
  function Panel() {
    const [draft, setDraft] = useState<ImportDraft>({ language, text: '' });
    return (
      <ImportPanel
        independentCombinators={false}
        notToggleShown={notToggleShown}
        onShowNotToggle={onShowNotToggle}
        onImport={onImport}
        onRun={onRun}
        draft={draft}
        onDraftChange={setDraft}
      />
    );
  }
  render(<Panel />);
  const importSql = (sql: string, button: 'Import' | 'Run this query' = 'Import') => {
    fireEvent.change(screen.getByRole('textbox', { name: / to import/ }), { target: { value: sql } });
    fireEvent.click(screen.getByRole('button', { name: button }));
  };
  return { onImport, onRun, onShowNotToggle, importSql };
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

describe('the demo’s Import tab with JsonLogic', () => {
  const negated = JSON.stringify({
    and: [{ '>': [{ var: 'age' }, 28] }, { '!': { '==': [{ var: 'lastName' }, 'Vai'] } }],
  });

  it('refuses logic with an operation parseJsonLogic would leave out, naming it', () => {
    const { onImport, importSql } = renderPanel('jsonlogic');
    importSql(JSON.stringify({ and: [{ '>': [{ var: 'age' }, 28] }, { someUnknownOp: [{ var: 'age' }, 1] }] }));
    expect(onImport).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toContain('would be left out: {"someUnknownOp":[{"var":"age"},1]}');
  });

  it('turns on the "not" toggle for a negated group, which the builder would otherwise draw like any other', () => {
    const { onImport, onShowNotToggle, importSql } = renderPanel('jsonlogic');
    importSql(negated);
    expect(onImport).toHaveBeenCalledOnce();
    expect(onShowNotToggle).toHaveBeenCalledOnce();
    expect(screen.getByRole('status').textContent).toContain('It negates a group');
  });

  it('leaves the options alone when the toggle is shown or nothing is negated', () => {
    const shown = renderPanel('jsonlogic', true);
    shown.importSql(negated);
    expect(shown.onShowNotToggle).not.toHaveBeenCalled();
    cleanup();
    const plain = renderPanel('jsonlogic');
    plain.importSql(JSON.stringify({ '>': [{ var: 'age' }, 28] }));
    expect(plain.onImport).toHaveBeenCalledOnce();
    expect(plain.onShowNotToggle).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('Imported the JsonLogic into the builder.');
  });
});
