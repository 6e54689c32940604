import { useState, type FormEvent, type ReactNode } from 'react';
import type { RuleGroupTypeAny } from 'react-querybuilder';
import { demoFields } from './fields';
import type { ImportDraft } from './importDraft';
import { fieldValueProblem } from './importFields';
import { importLanguages, importQuery, type ImportLanguage } from './importParsers';
import { negatesAGroup } from './queryShape';
import styles from './demo.module.css';

export interface ImportPanelProps {
  readonly independentCombinators: boolean;
  /** Whether the builder shows each group's "not" toggle: without it, a negated group looks like any other. */
  readonly notToggleShown: boolean;
  readonly onShowNotToggle: () => void;
  readonly onImport: (query: RuleGroupTypeAny) => void;
  /** Imports the query and shows it running on every engine (the Run tab). */
  readonly onRun: (query: RuleGroupTypeAny) => void;
  readonly draft: ImportDraft;
  readonly onDraftChange: (draft: ImportDraft) => void;
}

type Outcome = { readonly ok: boolean; readonly message: string; readonly detail?: string };

const fieldNames = demoFields.map((field) => field.name);

/** Parses SQL, MongoDB, JsonLogic, SpEL, CEL or JSONata into the builder; bad input changes nothing. */
export default function ImportPanel({
  independentCombinators,
  notToggleShown,
  onShowNotToggle,
  onImport,
  onRun,
  draft,
  onDraftChange,
}: ImportPanelProps): ReactNode {
  const { language, text } = draft;
  const setLanguage = (next: ImportLanguage) => onDraftChange({ ...draft, language: next });
  const setText = (next: string) => onDraftChange({ ...draft, text: next });
  const [outcome, setOutcome] = useState<Outcome>();
  const info = importLanguages.find((l) => l.id === language) ?? importLanguages[0];

  const submit = (event: FormEvent, run = false) => {
    event.preventDefault();
    const read = importQuery(language, text, independentCombinators);
    const problem = read.ok ? fieldValueProblem(read.query, fieldNames, language) : undefined;
    const result = problem ? { ok: false as const, message: problem } : read;
    if (result.ok && run) {
      onRun(result.query);
    } else if (result.ok) {
      onImport(result.query);
      const showNot = !notToggleShown && negatesAGroup(result.query);
      if (showNot) onShowNotToggle();
      setOutcome({
        ok: true,
        message: `Imported the ${info.label} into the builder.${showNot ? ' It negates a group, so the builder now shows each group\u2019s \u201cNot\u201d toggle (Options: Show \u201cnot\u201d toggle).' : ''}`,
      });
    } else {
      setOutcome({ ok: false, message: `${result.message} The query was not changed.`, detail: result.detail });
    }
  };

  return (
    <form aria-label="Import" className={styles.panel} onSubmit={submit}>
      <label className={styles.picker}>
        Language{' '}
        <select
          value={language}
          onChange={(event) => {
            const next = importLanguages.find((l) => l.id === event.target.value);
            if (next) setLanguage(next.id);
            setOutcome(undefined);
          }}
        >
          {importLanguages.map((l) => (
            <option key={l.id} value={l.id}>
              {l.label}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.importText}>
        {/* One line of text: as a flex item of its own, the function's name looked like a second input. */}
        <span>
          {info.label} to import, read by <code>{info.functionName}()</code>
          {independentCombinators ? <> with independent combinators</> : null}
        </span>
        <textarea
          value={text}
          rows={5}
          spellCheck={false}
          placeholder={info.example}
          onChange={(event) => setText(event.target.value)}
        />
      </label>
      <div className={styles.optionButtons}>
        <button type="submit" className="button button--primary button--sm">
          Import
        </button>
        <button
          type="button"
          className="button button--outline button--primary button--sm"
          title="Import, then see the query run on every engine, with its SQL, MongoDB, CEL and JsonLogic side by side"
          onClick={(event) => submit(event, true)}
        >
          Run this query
        </button>
        <button type="button" className="button button--secondary button--sm" onClick={() => setText(info.example)}>
          Use the example
        </button>
      </div>
      <div
        role={outcome?.ok === false ? 'alert' : 'status'}
        className={outcome?.ok === false ? styles.error : styles.success}
      >
        {outcome?.message}
        {outcome?.detail && <pre className={styles.errorDetail}>{outcome.detail}</pre>}
      </div>
    </form>
  );
}
