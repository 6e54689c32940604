/** Algolia's `facetFilters`: the outer list is AND, an inner list is OR, "-" before a value negates it. */
export type FacetFilters = string | readonly (string | readonly string[])[];

export type FacetValues = Readonly<Record<string, string | null>>;

interface Condition {
  readonly attribute: string;
  readonly value: string;
  readonly negated: boolean;
}

function parseCondition(filter: string): Condition {
  const separator = filter.indexOf(':');
  const attribute = separator < 0 ? filter : filter.slice(0, separator);
  const rawValue = separator < 0 ? '' : filter.slice(separator + 1);
  const negated = rawValue.startsWith('-');
  return { attribute, value: negated ? rawValue.slice(1) : rawValue.replace(/^\\-/, '-'), negated };
}

function groupsOf(filters: FacetFilters | undefined): Condition[][] {
  if (filters === undefined) return [];
  const list = typeof filters === 'string' ? [filters] : filters;
  return list
    .map((entry) => (typeof entry === 'string' ? [entry] : [...entry]).map(parseCondition))
    .filter((group) => group.length > 0);
}

function holds(condition: Condition, facets: FacetValues): boolean {
  const matches = facets[condition.attribute] === condition.value;
  return condition.negated ? !matches : matches;
}

/** Whether a record with these facet values passes the filters. */
export function matchesFacetFilters(filters: FacetFilters | undefined, facets: FacetValues): boolean {
  return compileFacetFilters(filters).matches(facets);
}

export interface CompiledFacetFilters {
  readonly matches: (facets: FacetValues) => boolean;
  /** The attributes the filters test, to know which facet values a record needs at all. */
  readonly attributes: ReadonlySet<string>;
}

/** Parses the filters once, for testing many records. */
export function compileFacetFilters(filters: FacetFilters | undefined): CompiledFacetFilters {
  const groups = groupsOf(filters);
  return {
    matches: (facets) => groups.every((group) => group.some((condition) => holds(condition, facets))),
    attributes: new Set(groups.flat().map((condition) => condition.attribute)),
  };
}

/**
 * The values of `attribute` a record must have to pass the filters, or `undefined` when the filters
 * leave it open. The local index is split by search tag, so this says which files a query needs.
 */
export function requiredValues(filters: FacetFilters | undefined, attribute: string): string[] | undefined {
  let allowed: string[] | undefined;
  for (const group of groupsOf(filters)) {
    if (!group.every((condition) => condition.attribute === attribute && !condition.negated)) continue;
    const values = group.map((condition) => condition.value);
    allowed = allowed === undefined ? values : allowed.filter((value) => values.includes(value));
  }
  return allowed;
}
