import { execFileSync } from 'node:child_process'
import { afterEach, describe, expect, it } from 'vitest'
import { startPostgres, type RunningPostgres } from '../../support/postgres'

let server: RunningPostgres | undefined
afterEach(async () => {
  await server?.stop()
  server = undefined
})

/** The state (`ps` STAT) of every process whose command line serves this port, wrapper included. */
function processStates(port: number): string[] {
  return execFileSync('ps', ['-eo', 'stat=,args='], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.includes(` -p ${port} `))
    .map((line) => line.trim().split(/\s+/)[0] ?? '')
}

describe('the test PostgreSQL server', () => {
  // The server runs under runuser when the tests run as root; runuser stops itself when its child
  // stops, and a thaw that leaves it stopped leaves a process that never exits.
  it('leaves no process of it stopped once thawed, the wrapper that started it included', async () => {
    server = await startPostgres()
    expect(processStates(server.port).length).toBeGreaterThan(0)
    await server.freeze()
    await server.thaw()
    expect(processStates(server.port).filter((state) => state.startsWith('T'))).toEqual([])
  })
})
