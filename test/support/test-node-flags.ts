/**
 * V8 flags for the Node processes the tests start (vitest's workers, the relays they spawn):
 * PGlite's WebAssembly (Postgres, several megabytes) compiled lazily and by the baseline
 * compiler only. A relay or database in a test lives seconds, never long enough to gain from
 * optimized code, and optimizing it cost each start about a second of CPU on this 2-core machine
 * (a third of a relay's start), taken from the other lane of `npm test`. For the same short life
 * the relay's heap is not kept small (`npm run serve`'s `--optimize-for-size`, which holds a
 * long-running relay's memory down by collecting more often): it cost each start about 0.3 s of
 * CPU more (3.0 against 2.7 s, five starts each way, alternating). These flags come after the
 * served ones, so they win. The product itself runs with its own flags; `npm run bench:relay`
 * measures that.
 */
export const testNodeFlags = ['--liftoff-only', '--wasm-lazy-compilation', '--no-optimize-for-size'] as const
