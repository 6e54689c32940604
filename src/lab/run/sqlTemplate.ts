import { defaultSqlTemplate } from '../sqlSchema';

export { defaultSqlTemplate };

/** Longest statement the reader may type: ample for a query, and it bounds what the engines parse. */
export const maxSqlTemplateLength = 2000;

export type SqlTemplateCheck =
  { readonly ok: true; readonly template: string } | { readonly ok: false; readonly message: string };

/**
 * Whether the reader's statement can wrap the export: it must say where the condition goes. What the
 * statement does is the databases' business (they run in the reader's browser, with a guard table checked
 * after every run), so nothing else is refused.
 */
export function checkSqlTemplate(text: string): SqlTemplateCheck {
  const template = text.trim();
  if (template === '') return { ok: false, message: 'Write a statement with {where} in it.' };
  if (template.length > maxSqlTemplateLength) {
    return {
      ok: false,
      message: `The statement is longer than ${maxSqlTemplateLength.toLocaleString('en')} characters.`,
    };
  }
  if (!template.includes('{where}')) return { ok: false, message: 'Put {where} where the exported condition goes.' };
  return { ok: true, template };
}
