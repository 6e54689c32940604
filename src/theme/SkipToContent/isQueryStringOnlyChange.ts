interface LocationLike {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}

/** True when a navigation changed the query string and nothing else of the address. */
export function isQueryStringOnlyChange(previous: LocationLike, next: LocationLike): boolean {
  return previous.pathname === next.pathname && previous.hash === next.hash && previous.search !== next.search;
}
