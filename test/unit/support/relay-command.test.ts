import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { relayCommand } from '../../support/relay-process'
import { testNodeFlags } from '../../support/test-node-flags'

const root = new URL('../../../', import.meta.url)
const packageJson = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { scripts: Record<string, string> }

/** The V8 flags of a command line: what comes before its first --import. */
const v8Flags = (args: readonly string[]) => args.slice(0, args.indexOf('--import')).filter((arg) => arg.startsWith('--'))

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

  it("runs with `npm run serve`'s V8 flags, and the tests' own on top", () => {
    expect(v8Flags(relayCommand())).toEqual([...served, ...testNodeFlags])
  })

  it("runs for the benchmark with exactly `npm run serve`'s V8 flags, so it measures what owners run", () => {
    expect(v8Flags(relayCommand({ asServed: true }))).toEqual(served)
    const bench = readFileSync(new URL('scripts/bench-relay.ts', root), 'utf8')
    const calls = bench.split('startRelayProcess(').slice(1).map(argumentsOf)
    expect(calls.length).toBeGreaterThan(0)
    for (const call of calls) expect(call).toMatch(/\basServed\b/)
  })
})
