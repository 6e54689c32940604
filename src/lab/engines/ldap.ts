import './bufferGlobal';
import { parseString } from '@ldapjs/filter';
import { labRows } from '../dataset';
import { release8, type LabEngine, type LabRow } from '../types';
import { rowEngine } from './jsonEngine';

/**
 * A row as an LDAP entry: every attribute a string (LDAP values are octet strings), a list one value per
 * language, a missing value no attribute at all.
 */
export function ldapEntry(row: LabRow): Record<string, string | string[]> {
  const entry: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(row)) {
    if (value === null) continue;
    entry[name] = Array.isArray(value) ? value.map(String) : String(value);
  }
  return entry;
}

/**
 * 8.24.1's `ldap` export is a search filter (RFC 4515). @ldapjs/filter, ldapjs' own filter implementation, parses it
 * and matches each row as an entry; like a directory without a schema for these attributes, it compares values as
 * text, with the case of attribute names and values kept.
 */
export function createLdapEngine(): LabEngine {
  return rowEngine({
    id: 'ldap',
    label: 'LDAP filter (@ldapjs/filter 2.1.1)',
    formats: { [release8]: 'ldap' },
    text: (exported) => String(exported),
    documents: () => labRows.map((row) => ({ id: row.id, entry: ldapEntry(row) })),
    compile: (text) => {
      const filter = parseString(text);
      return (document) => filter.matches(document.entry as Record<string, string | string[]>);
    },
  });
}
