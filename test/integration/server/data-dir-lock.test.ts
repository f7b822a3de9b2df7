import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm, utimes } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { holderFileName, lockDataDir, lockFileName, lockTiming } from '../../../server/stores/data-dir-lock'
import { useCleanups } from '../../support/cleanups'

const root = path.resolve(import.meta.dirname, '../../..')
const cleanups = useCleanups(afterEach)

/**
 * A process that takes the lock, then finds another relay named in relay.holder (as when a
 * second relay took over a deleted lock) and exits 1 from its onLost, as the relay does.
 */
const holderReplaced = `
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { lockDataDir, holderFileName } from './server/stores/data-dir-lock.ts'
const dataDir = process.argv[1]
await lockDataDir(dataDir, { onLost: (reason) => { console.log('lost: ' + reason); process.exit(1) } })
writeFileSync(path.join(dataDir, holderFileName), JSON.stringify({ host: 'other-box', pid: 7, pidNamespace: null, token: 'someone-else', since: '' }))
setInterval(() => undefined, 1000)
`

/** A holder that acknowledges (prints `ack <time>`) every 5 ms until its lock is lost, then exits 1 as the relay does. */
const acknowledging = `
import { lockDataDir } from './server/stores/data-dir-lock.ts'
await lockDataDir(process.argv[1], { onLost: (reason) => { console.log('lost: ' + reason); process.exit(1) } })
setInterval(() => console.log('ack ' + Date.now()), 5)
`

/** Runs a holder script on a new data directory of its own; stdout and stderr together are its output. */
async function startHolder(script: string) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'data-dir-lock-'))
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }))
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script, dataDir], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  cleanups.push(async () => child.kill('SIGKILL'))
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return { dataDir, child, output: () => output, exited }
}

describe('the data directory lock', () => {
  it('stops its holder when relay.holder names another relay, and leaves that relay its lock directory on exit', async () => {
    const { dataDir, output, exited } = await startHolder(holderReplaced)
    expect(await exited, output()).toBe(1)
    expect(output()).toContain(`lost: ${holderFileName} now names host other-box, pid 7`)
    expect(existsSync(path.join(dataDir, lockFileName))).toBe(true)
  }, 60_000)

  it('never lets a second holder in while the first can still acknowledge: the first has stopped before the second may open the database', async () => {
    // The first holder "acknowledges a lead" every 5 ms for as long as it believes the lock is its own.
    const { dataDir, child, output, exited } = await startHolder(acknowledging)
    await expect.poll(() => output().includes('ack '), { timeout: 60_000 }).toBe(true)

    // Its host stops running it (a stalled VM, SIGSTOP) for longer than the lock's stale time,
    // which is what the files say when it comes back: then a second holder comes.
    child.kill('SIGSTOP')
    const past = new Date(Date.now() - lockTiming.staleMs - 5_000)
    await utimes(path.join(dataDir, lockFileName), past, past)
    await utimes(path.join(dataDir, holderFileName), past, past)
    const second = lockDataDir(dataDir, { waitMs: 1_000 })
    child.kill('SIGCONT')
    const lock = await second
    // The moment the second would open the database.
    const opened = Date.now()
    cleanups.push(() => lock.release())

    expect(await exited, output()).toBe(1)
    expect(output()).toContain('lost:')
    const acknowledged = [...output().matchAll(/^ack (\d+)$/gm)].map((match) => Number(match[1]))
    expect(acknowledged.length).toBeGreaterThan(0)
    expect(Math.max(...acknowledged), 'the first acknowledged after the second held the lock').toBeLessThan(opened)
  }, 60_000)
})
