/**
 * V8 flags for the Node processes the tests start (vitest's workers, the relays they spawn):
 * PGlite's WebAssembly (Postgres, several megabytes) compiled lazily and by the baseline
 * compiler only. A relay or database in a test lives seconds, never long enough to gain from
 * optimized code, and optimizing it cost each start about a second of CPU on this 2-core machine
 * (a third of a relay's start), taken from the other lane of `npm test`. The product itself runs
 * with V8's defaults; `npm run bench:relay` measures that.
 */
export const testNodeFlags = ['--liftoff-only', '--wasm-lazy-compilation'] as const
