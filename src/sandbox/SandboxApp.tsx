import Link from '@docusaurus/Link';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import LiveEditor from '../liveCode/LiveEditor';
import { exportDependencies } from './adaptedAddons';
import { codeSandboxAction, codeSandboxParameters, stackBlitzAction, stackBlitzFields } from './onlinePlaygrounds';
import PreviewFrame from './PreviewFrame';
import { decodeCodeHash, encodeCodeHash } from './shareHash';
import type { LiveVersion } from '../liveCode/scopes';
import { defaultLibrary, sandboxLibraries, setDocsSourceParams, type DocsSource } from './libraries';
import {
  docsSampleTemplate,
  sandboxRequest,
  sandboxTemplates,
  type PlaygroundId,
  type SandboxTemplate,
} from './templates';
import styles from './sandbox.module.css';
import { usesTailwind } from './tailwind';

interface Start {
  readonly template: SandboxTemplate;
  /** The docs page of a sample a docs link brought, listed as a template of its own. */
  readonly docsSource?: DocsSource;
  readonly code: string;
  readonly library: LiveVersion;
  readonly notice?: string;
  readonly playground?: PlaygroundId;
}

const playgroundLabels: Readonly<Record<PlaygroundId, string>> = {
  stackblitz: 'StackBlitz',
  codesandbox: 'CodeSandbox',
};

/** What the address asks for: shared code in the hash wins over the template of the query string. */
function startFromLocation(): Start {
  const { unknownId, library, unknownLibrary, playground, unknownPlayground, ...request } = sandboxRequest(
    window.location.search,
  );
  const notices: string[] = [];
  const fromHash = decodeCodeHash(window.location.hash);
  // A docs sample's code is its own template, so that Reset brings back the sample rather than another template.
  const docsSource = fromHash.kind === 'code' ? request.docsSource : undefined;
  const template =
    docsSource && fromHash.kind === 'code' ? docsSampleTemplate(docsSource, fromHash.code) : request.template;
  if (fromHash.kind === 'damaged') {
    notices.push(
      `The code in this link could not be read (the link may be cut short), so the "${template.label}" template is shown instead.`,
    );
  } else if (unknownId && fromHash.kind === 'none') {
    notices.push(`There is no template "${unknownId}"; showing "${template.label}".`);
  }
  if (unknownLibrary)
    notices.push(
      `The sandbox has no react-querybuilder "${unknownLibrary}"; it runs ${sandboxLibraries[library].version}.`,
    );
  if (unknownPlayground)
    notices.push(`There is no playground "${unknownPlayground}"; the sandbox exports to StackBlitz and CodeSandbox.`);
  if (playground && template.native)
    notices.push(`React Native code does not run in ${playgroundLabels[playground]}, so this template has no export.`);
  const code = fromHash.kind === 'code' ? fromHash.code : template.code;
  return {
    template,
    docsSource,
    code,
    library,
    playground,
    notice: notices.length > 0 ? notices.join(' ') : undefined,
  };
}

interface PostFormProps {
  readonly action: string;
  readonly fields: Record<string, string>;
  readonly label: string;
  /** The export the address asked for: drawn as the primary action and focused. */
  readonly offered: boolean;
}

function PostForm({ action, fields, label, offered }: PostFormProps): ReactNode {
  return (
    <form method="post" action={action} target="_blank" className={styles.inlineForm}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button
        type="submit"
        className={
          offered ? 'button button--sm button--primary' : 'button button--sm button--outline button--secondary'
        }
        aria-describedby={offered ? 'sandbox-offer' : undefined}
        data-offered={offered || undefined}
        // The link asked for this export: its button is the reader's next step.
        autoFocus={offered}
      >
        {label}
      </button>
    </form>
  );
}

/** `?v=8` for 8.24.1; the default version needs no parameter, so older links stay as they were. */
function setLibraryParam(url: URL, library: LiveVersion): void {
  if (library === defaultLibrary) url.searchParams.delete('v');
  else url.searchParams.set('v', sandboxLibraries[library].param);
}

const templateGroups = [
  { id: 'docs', label: 'From the docs' },
  { id: 'examples', label: 'Examples' },
  { id: 'flavours', label: 'UI libraries' },
] as const;

/** The address of the sandbox's template (or the docs page of its sample) and library; the caller sets the hash. */
function sandboxUrl(template: SandboxTemplate, docsSource: DocsSource | undefined, library: LiveVersion) {
  const url = new URL(window.location.href);
  url.searchParams.delete('t');
  const fromDocs = template.group === 'docs' ? docsSource : undefined;
  if (fromDocs) url.searchParams.delete('template');
  else url.searchParams.set('template', template.id);
  setDocsSourceParams(url, fromDocs);
  setLibraryParam(url, library);
  return url;
}

/** What replacing the reader's edited code is waiting for them to confirm. */
type Discard = { readonly kind: 'reset' } | { readonly kind: 'template'; readonly id: string };

function DiscardQuestion({
  discard,
  template,
  onConfirm,
  onCancel,
}: {
  readonly discard: Discard;
  readonly template: SandboxTemplate | undefined;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}): ReactNode {
  const question =
    discard.kind === 'reset'
      ? 'Discard your changes and go back to the code you started from?'
      : `Discard your changes and open the \u201c${template?.label ?? discard.id}\u201d template?`;
  return (
    <div className={`alert alert--warning ${styles.discard}`} role="alertdialog" aria-labelledby="sandbox-discard">
      <span id="sandbox-discard">{question}</span>
      <span className={styles.discardActions}>
        <button type="button" className="button button--sm button--danger" onClick={onConfirm}>
          Discard changes
        </button>
        {/* The safe answer takes the focus: Enter keeps the reader's work. */}
        <button type="button" className="button button--sm button--secondary" onClick={onCancel} autoFocus>
          Keep editing
        </button>
      </span>
    </div>
  );
}

/** Editor, live preview and sharing tools of /sandbox; loaded only on that page. */
export default function SandboxApp(): ReactNode {
  const [start] = useState(startFromLocation);
  const [template, setTemplate] = useState(start.template);
  const [code, setCode] = useState(start.code);
  const [library, setLibrary] = useState(start.library);
  const [notice, setNotice] = useState(start.notice);
  const [copied, setCopied] = useState(false);
  const [discard, setDiscard] = useState<Discard>();
  const offered = start.playground;

  // The address always holds the current code, so copying it from the address bar shares the sandbox too. A docs
  // sample's code is only in the address, so it always travels.
  useEffect(() => {
    const timer = setTimeout(() => {
      const url = sandboxUrl(template, start.docsSource, library);
      url.hash = code === template.code && template.group !== 'docs' ? '' : encodeCodeHash(code);
      window.history.replaceState(window.history.state, '', url);
    }, 400);
    return () => clearTimeout(timer);
  }, [code, template, library, start.docsSource]);

  const templates = useMemo(
    () =>
      start.docsSource && start.template.group === 'docs' ? [start.template, ...sandboxTemplates] : sandboxTemplates,
    [start],
  );
  const edited = code !== template.code;

  const applyDiscard = useCallback(
    (next: Discard) => {
      setDiscard(undefined);
      if (next.kind === 'reset') return setCode(template.code);
      const chosen = templates.find((candidate) => candidate.id === next.id);
      if (!chosen) return;
      setTemplate(chosen);
      setCode(chosen.code);
      setNotice(undefined);
    },
    [template, templates],
  );
  // Replacing code the reader has edited asks first; unedited code is replaced at once.
  const request = useCallback(
    (next: Discard) => (edited ? setDiscard(next) : applyDiscard(next)),
    [edited, applyDiscard],
  );

  const copyLink = useCallback(async () => {
    const url = sandboxUrl(template, start.docsSource, library);
    url.hash = encodeCodeHash(code);
    try {
      await navigator.clipboard.writeText(url.href);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      window.prompt('Copy this link:', url.href);
    }
  }, [code, template, library, start.docsSource]);

  const extras = useMemo(() => ({ dependencies: exportDependencies(code, library) }), [code, library]);
  const stackBlitz = useMemo(() => stackBlitzFields(code, extras), [code, extras]);
  const codeSandbox = useMemo(() => ({ parameters: codeSandboxParameters(code, extras) }), [code, extras]);

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
          <select
            value={discard?.kind === 'template' ? discard.id : template.id}
            onChange={(event) => request({ kind: 'template', id: event.target.value })}
          >
            {templateGroups
              .filter((group) => templates.some((candidate) => candidate.group === group.id))
              .map((group) => (
                <optgroup key={group.id} label={group.label}>
                  {templates
                    .filter((candidate) => candidate.group === group.id)
                    .map((candidate) => (
                      <option key={candidate.id} value={candidate.id}>
                        {candidate.label}
                      </option>
                    ))}
                </optgroup>
              ))}
          </select>
        </label>
        <label>
          react-querybuilder{' '}
          <select value={library} onChange={(event) => setLibrary(event.target.value as LiveVersion)}>
            {(Object.keys(sandboxLibraries) as LiveVersion[]).map((id) => (
              <option key={id} value={id}>
                {sandboxLibraries[id].version}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="button button--sm button--secondary"
          onClick={() => request({ kind: 'reset' })}
          disabled={!edited}
        >
          Reset
        </button>
        <button type="button" className="button button--sm button--primary" onClick={() => void copyLink()}>
          {copied ? 'Link copied' : 'Copy link'}
        </button>
        <span className={styles.spacer} />
        {!template.native && (
          <>
            <PostForm
              action={stackBlitzAction}
              fields={stackBlitz}
              label="Open in StackBlitz"
              offered={offered === 'stackblitz'}
            />
            <PostForm
              action={codeSandboxAction}
              fields={codeSandbox}
              label="Open in CodeSandbox"
              offered={offered === 'codesandbox'}
            />
          </>
        )}
      </div>
      {discard && (
        <DiscardQuestion
          discard={discard}
          template={discard.kind === 'template' ? templates.find((t) => t.id === discard.id) : undefined}
          onConfirm={() => applyDiscard(discard)}
          onCancel={() => setDiscard(undefined)}
        />
      )}
      {template.group === 'docs' && start.docsSource && (
        <p className={styles.source}>
          This sample comes from the docs page <Link to={start.docsSource.path}>{start.docsSource.title}</Link>.
        </p>
      )}
      {usesTailwind(code) && !template.native && (
        <p className={styles.source}>
          The preview runs Tailwind CSS 4 for this code, because it names a Tailwind stylesheet directive such as{' '}
          <code>@import &quot;tailwindcss&quot;</code>.
        </p>
      )}
      {offered && !template.native && (
        <p id="sandbox-offer" className={styles.offer}>
          This link offers the &ldquo;{template.label}&rdquo; template in {playgroundLabels[offered]}: press{' '}
          <strong>Open in {playgroundLabels[offered]}</strong> to send the code there (it leaves this site only then).
        </p>
      )}
      <div className={styles.panes}>
        <div className={styles.editor}>
          <LiveEditor value={code} onChange={setCode} label="App.tsx" minHeight="420px" maxHeight="75vh" />
        </div>
        <div className={styles.previewPane}>
          {template.native ? (
            <section className={styles.nativeNote} aria-label="Preview">
              <p>
                <strong>This is React Native code: it runs on a device or a simulator, not in a browser</strong>, so
                there is no preview here. Copy <code>App.tsx</code> into a React Native app (for example one made with
                Expo) that has <code>react-querybuilder</code> and <code>@react-querybuilder/native</code> installed.
              </p>
            </section>
          ) : (
            <PreviewFrame code={code} library={library} />
          )}
        </div>
      </div>
    </div>
  );
}
