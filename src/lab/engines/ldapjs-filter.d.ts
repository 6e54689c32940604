/** @ldapjs/filter ships no types; these cover the part the lab calls. */
declare module '@ldapjs/filter' {
  export interface LdapFilter {
    matches(entry: Record<string, string | string[]>, strictAttrCase?: boolean): boolean;
    toString(): string;
  }
  export function parseString(filter: string): LdapFilter;
}
