/** The `fetch` an HTTP adapter uses; tests and the DI container may pass their own. */
export type HttpFetch = typeof fetch

/**
 * Read at call time rather than captured at construction, so a stubbed or polyfilled global is
 * honoured, and called unbound: browsers throw "Illegal invocation" when fetch runs as a method
 * of some other object.
 */
export function resolveFetch(fetchOverride: HttpFetch | undefined): HttpFetch {
  return fetchOverride ?? ((input, init) => globalThis.fetch(input, init))
}
