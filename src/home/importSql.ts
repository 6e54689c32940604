import type { RuleGroupType } from 'react-querybuilder';
import { parseSQL } from 'react-querybuilder/parseSQL';
import { checkSqlReading } from '../demo/droppedSqlConditions';
import { readImport } from '../demo/readImport';
import { bookFields } from './homeQuery';
import { keepKnownFields, listOf } from './knownFields';

const knownFields = new Set(bookFields.map((field) => field.name));
const fieldList = listOf(bookFields.map((field) => field.name));

export type Feedback = { readonly kind: 'invalid' | 'unchanged' | 'partial'; readonly message: string };

/** What the box says about `sql`, and the query it puts in the builder (none: the builder keeps its query). */
export function importSql(sql: string): { readonly query?: RuleGroupType; readonly feedback?: Feedback } {
  const result = readImport(
    'SQL',
    sql,
    (text) => parseSQL(text),
    (text) => checkSqlReading(text, (input) => parseSQL(input)),
  );
  if (!result.ok) return { feedback: { kind: 'invalid', message: `${result.message} The query was not changed.` } };
  // parseSQL without independentCombinators gives the plain form.
  const { query, dropped } = keepKnownFields(result.query as RuleGroupType, knownFields);
  const unknown = `${dropped.length === 1 ? 'a field' : 'fields'} this example does not have`;
  if (query.rules.length === 0) {
    return {
      feedback: {
        kind: 'unchanged',
        message: `${listOf(dropped)}: ${unknown} (its fields are ${fieldList}). The query was not changed.`,
      },
    };
  }
  if (dropped.length === 0) return { query };
  return {
    query,
    feedback: {
      kind: 'partial',
      message: `Left out: the rules on ${listOf(dropped)}, ${unknown} (its fields are ${fieldList}). The builder and the MongoDB output show the rest.`,
    },
  };
}
