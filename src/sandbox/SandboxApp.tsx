import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import LiveEditor from '../liveCode/LiveEditor';
import LivePreview from '../liveCode/LivePreview';
import { sandboxScope } from '../liveCode/scopes';
import { useLiveModule } from '../liveCode/useLiveModule';
import { codeSandboxAction, codeSandboxParameters, stackBlitzAction, stackBlitzFields } from './onlinePlaygrounds';
import { decodeCodeHash, encodeCodeHash } from './shareHash';
import { sandboxTemplates, templateFromSearch, type SandboxTemplate } from './templates';
import styles from './sandbox.module.css';

interface Start {
  readonly template: SandboxTemplate;
  readonly code: string;
  readonly notice?: string;
}

/** What the address asks for: shared code in the hash wins over the template of the query string. */
function startFromLocation(): Start {
  const { template, unknownId } = templateFromSearch(window.location.search);
  const fromHash = decodeCodeHash(window.location.hash);
  if (fromHash.kind === 'code') return { template, code: fromHash.code };
  if (fromHash.kind === 'damaged') {
    return {
      template,
      code: template.code,
      notice: `The code in this link could not be read (the link may be cut short), so the "${template.label}" template is shown instead.`,
    };
  }
  const notice = unknownId ? `There is no template "${unknownId}"; showing "${template.label}".` : undefined;
  return { template, code: template.code, notice };
}

function PostForm({ action, fields, label }: { readonly action: string; readonly fields: Record<string, string>; readonly label: string }): ReactNode {
  return (
    <form method="post" action={action} target="_blank" className={styles.inlineForm}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className="button button--sm button--outline button--secondary">
        {label}
      </button>
    </form>
  );
}

/** Editor, live preview and sharing tools of /sandbox; loaded only on that page. */
export default function SandboxApp(): ReactNode {
  const [start] = useState(startFromLocation);
  const [template, setTemplate] = useState(start.template);
  const [code, setCode] = useState(start.code);
  const [notice, setNotice] = useState(start.notice);
  const [copied, setCopied] = useState(false);
  const state = useLiveModule(code, sandboxScope);

  // The address always holds the current code, so copying it from the address bar shares the sandbox too.
  useEffect(() => {
    const timer = setTimeout(() => {
      const url = new URL(window.location.href);
      url.searchParams.delete('t');
      url.searchParams.set('template', template.id);
      url.hash = code === template.code ? '' : encodeCodeHash(code);
      window.history.replaceState(window.history.state, '', url);
    }, 400);
    return () => clearTimeout(timer);
  }, [code, template]);

  const chooseTemplate = useCallback((id: string) => {
    const next = sandboxTemplates.find(candidate => candidate.id === id);
    if (!next) return;
    setTemplate(next);
    setCode(next.code);
    setNotice(undefined);
  }, []);

  const copyLink = useCallback(async () => {
    const url = new URL(window.location.href);
    url.searchParams.set('template', template.id);
    url.hash = encodeCodeHash(code);
    try {
      await navigator.clipboard.writeText(url.href);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      window.prompt('Copy this link:', url.href);
    }
  }, [code, template]);

  const stackBlitz = useMemo(() => stackBlitzFields(code), [code]);
  const codeSandbox = useMemo(() => ({ parameters: codeSandboxParameters(code) }), [code]);

  return (
    <div className={styles.sandbox}>
      {notice && (
        <div className="alert alert--warning margin-bottom--md" role="status">
          {notice}
        </div>
      )}
      <div className={styles.toolbar}>
        <label>
          Template{' '}
          <select value={template.id} onChange={event => chooseTemplate(event.target.value)}>
            {sandboxTemplates.map(candidate => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.label}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="button button--sm button--secondary"
          onClick={() => setCode(template.code)}
          disabled={code === template.code}>
          Reset
        </button>
        <button type="button" className="button button--sm button--primary" onClick={() => void copyLink()}>
          {copied ? 'Link copied' : 'Copy link'}
        </button>
        <span className={styles.spacer} />
        <PostForm action={stackBlitzAction} fields={stackBlitz} label="Open in StackBlitz" />
        <PostForm action={codeSandboxAction} fields={codeSandbox} label="Open in CodeSandbox" />
      </div>
      <div className={styles.panes}>
        <div className={styles.editor}>
          <LiveEditor value={code} onChange={setCode} label="App.tsx" minHeight="420px" maxHeight="75vh" />
        </div>
        <div className={styles.previewPane}>
          <LivePreview state={state} label="Preview" />
        </div>
      </div>
    </div>
  );
}
