import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { relayCommand } from '../../support/relay-process'
import { testNodeFlags } from '../../support/test-node-flags'

const root = new URL('../../../', import.meta.url)
const packageJson = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { scripts: Record<string, string> }

/** The V8 flags of a command line: its options other than the modules it imports first. */
const v8Flags = (args: readonly string[]) =>
  args.filter((arg, i) => arg.startsWith('--') && arg !== '--import' && args[i - 1] !== '--import')

/** The text of a call's arguments, from just after its opening parenthesis to the one that closes it. */
function argumentsOf(rest: string): string {
  let depth = 1
  for (let i = 0; i < rest.length; i += 1) {
    if (rest[i] === '(') depth += 1
    if (rest[i] === ')') depth -= 1
    if (depth === 0) return rest.slice(0, i)
  }
  return rest
}

describe('the relay the tests and the benchmark start', () => {
  const served = v8Flags(packageJson.scripts.serve!.split(/\s+/).slice(1))

  it("runs with `npm run serve`'s V8 flags, and the tests' own after them, so theirs win", async () => {
    expect(v8Flags(await relayCommand())).toEqual([...served, ...testNodeFlags])
  })

  it("runs for the benchmark with exactly `npm run serve`'s V8 flags, so it measures what owners run", async () => {
    expect(v8Flags(await relayCommand({ asServed: true }))).toEqual(served)
    const bench = readFileSync(new URL('scripts/bench/bench-relay.ts', root), 'utf8')
    const calls = bench.split('startRelayProcess(').slice(1).map(argumentsOf)
    expect(calls.length).toBeGreaterThan(0)
    for (const call of calls) expect(call).toMatch(/\basServed\b/)
  })
})
