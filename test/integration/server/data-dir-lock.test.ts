import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { holderFileName, lockFileName } from '../../../server/stores/data-dir-lock'

const root = path.resolve(import.meta.dirname, '../../..')
const cleanups: (() => Promise<unknown>)[] = []

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined)
})

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

describe('the data directory lock', () => {
  it('stops its holder when relay.holder names another relay, and leaves that relay its lock directory on exit', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'data-dir-lock-'))
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }))
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', holderReplaced, dataDir], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    const code = await new Promise<number | null>((resolve) => child.once('exit', (exitCode) => resolve(exitCode)))
    expect(code, output).toBe(1)
    expect(output).toContain(`lost: ${holderFileName} now names host other-box, pid 7`)
    expect(existsSync(path.join(dataDir, lockFileName))).toBe(true)
  }, 60_000)
})
