import type { ImportLanguage } from './importParsers';

/** What the reader has typed, kept by the shell so it survives switching tabs (the tabs mount lazily). */
export interface ImportDraft {
  readonly language: ImportLanguage;
  readonly text: string;
}

export const emptyImportDraft: ImportDraft = { language: 'sql', text: '' };
