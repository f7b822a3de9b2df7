import { spawnSync } from 'node:child_process'
import { mkdtemp, readdir, readFile, rm, symlink } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { DataDirBusyError, lockDataDir, lockFileName } from '../../../server/stores/data-dir-lock'
import { idempotencyKeyHeader, relayPaths } from '../../../src/quote/relay-api'
import { freePort } from '../../support/free-port'
import { spawnRelay, startRelayProcess, type RelayProcess, type SpawnRelayOptions } from '../../support/relay-process'
import { seededDataDir } from '../../support/seeded-data-dir'
import { startSmtpServer } from '../../support/smtp'
import { notificationBody, submissionBody } from './relay-harness'
import { pgliteStartParams } from '../../../server/stores/pglite-files'
import { useCleanups } from '../../support/cleanups'

const owner = 'owner.desk@installer.internal'
const cleanups = useCleanups(afterEach)

async function dataDirectory(): Promise<string> {
  const dir = await seededDataDir('relay-lock-')
  cleanups.push(() => rm(dir, { recursive: true, force: true }))
  return dir
}

async function relay(env: Record<string, string>, options: SpawnRelayOptions = {}): Promise<RelayProcess> {
  const started = await startRelayProcess({ OWNER_EMAIL: owner, LOG_LEVEL: 'warn', ...env }, options)
  cleanups.push(() => started.stop())
  return started
}

/** A relay that is expected not to get going: resolves with its exit code, or 'still running' after `withinMs` (a start takes half a minute on a loaded host). */
async function secondRelay(env: Record<string, string>, withinMs = 60_000) {
  const second = await spawnRelay({ OWNER_EMAIL: owner, ...env }, await freePort())
  cleanups.push(async () => {
    second.child.kill('SIGKILL')
    await second.exited
  })
  const code = await Promise.race([
    second.exited,
    new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), withinMs)),
  ])
  return { code, output: second.output() }
}

/** Posts one lead; the status is 0 when no answer came. */
async function postLead(baseUrl: string, key: string): Promise<number> {
  try {
    const response = await fetch(`${baseUrl}${relayPaths.submissions}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [idempotencyKeyHeader]: key },
      body: JSON.stringify(submissionBody({ message: `Lead ${key}` })),
      signal: AbortSignal.timeout(15_000),
    })
    await response.arrayBuffer()
    return response.status
  } catch {
    return 0
  }
}

async function storedKeys(dataDir: string): Promise<string[]> {
  const db = await PGlite.create(path.join(dataDir, 'pglite'), { startParams: pgliteStartParams })
  try {
    return (await db.query<{ submission_key: string }>('select submission_key from contact_submissions')).rows.map(
      (row) => row.submission_key,
    )
  } finally {
    await db.close()
  }
}

/** Every process whose parent is `pid` (Linux /proc), by pid and command name. */
async function childrenOf(pid: number): Promise<{ pid: number; name: string }[]> {
  const found: { pid: number; name: string }[] = []
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '')
    // pid (comm) state ppid …: comm may hold spaces, so split after its closing parenthesis.
    const afterComm = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    if (Number(afterComm[1]) === pid) found.push({ pid: Number(entry), name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) })
  }
  return found
}

/**
 * Sends `count` leads at once to the relay that holds `dataDir`, stops it with `stop`, and finds
 * each stored once: a second writer let in would lose some.
 */
async function expectKeepsEveryLead(baseUrl: string, stop: () => Promise<unknown>, dataDir: string, count: number): Promise<void> {
  const keys = Array.from({ length: count }, () => crypto.randomUUID())
  const statuses = await Promise.all(keys.map((key) => postLead(baseUrl, key)))
  // Every answer not a 201, so a failure shows which (0: no answer within the fetch's limit).
  expect(statuses.filter((status) => status !== 201)).toEqual([])
  await stop()
  const sent = new Set<string>(keys)
  expect((await storedKeys(dataDir)).filter((key) => sent.has(key)).sort()).toEqual([...keys].sort())
}

/**
 * The relay of the first two tests, started with no flock on PATH: neither test changes what it
 * holds, and a relay start costs seconds of CPU. Stopped after the file, not after each test.
 */
let withoutFlock: Promise<{ running: RelayProcess; dataDir: string }> | undefined
const fileCleanups = useCleanups(afterAll)

function relayWithoutFlock() {
  withoutFlock ??= (async () => {
    const dataDir = await seededDataDir('relay-lock-')
    fileCleanups.push(() => rm(dataDir, { recursive: true, force: true }))
    const bin = await mkdtemp(path.join(os.tmpdir(), 'relay-path-'))
    fileCleanups.push(() => rm(bin, { recursive: true, force: true }))
    await symlink(process.execPath, path.join(bin, 'node'))
    const running = await startRelayProcess({ OWNER_EMAIL: owner, LOG_LEVEL: 'warn', DATA_DIR: dataDir, PATH: bin })
    fileCleanups.push(() => running.stop())
    return { running, dataDir }
  })()
  return withoutFlock
}

describe('the embedded data directory has one writer, held by the relay process itself', () => {
  it('starts with no flock on PATH, runs no helper process, and takes a quote', async () => {
    const { running } = await relayWithoutFlock()
    expect(await postLead(running.baseUrl, crypto.randomUUID())).toBe(201)
    expect(await childrenOf(running.pid)).toEqual([])
  }, 90_000)

  it('refuses a second relay on the same DATA_DIR with a clear message and a non-zero exit, naming the holder by host and pid, and the first keeps every lead', async () => {
    const { running: first, dataDir } = await relayWithoutFlock()
    const second = await secondRelay({ DATA_DIR: dataDir })
    expect(second.code, second.output).not.toBe('still running')
    expect(second.code).not.toBe(0)
    expect(second.output).toContain('already using the data directory')
    expect(second.output).toContain(`host ${os.hostname()}`)
    expect(second.output).toContain(`pid ${first.pid}`)
    // Stops the shared relay: a later test gets a new one.
    withoutFlock = undefined
    await expectKeepsEveryLead(first.baseUrl, () => first.stop(), dataDir, 40)
  }, 120_000)

  it('stops serving and exits non-zero when its lock is deleted, and no acknowledged lead is lost to a second relay', async () => {
    const dataDir = await dataDirectory()
    const first = await relay({ DATA_DIR: dataDir, LOG_LEVEL: 'info' })
    const acknowledged: string[] = []
    let sending = true
    const send = async (baseUrl: () => string) => {
      while (sending) {
        const key = crypto.randomUUID()
        const status = await postLead(baseUrl(), key)
        if (status === 201) acknowledged.push(key)
        // No relay answering (the first gone, the second not up yet): ask again a moment later
        // rather than spin on refused connections while the second relay starts.
        else await new Promise((resolve) => setTimeout(resolve, 100))
      }
    }
    let target = first.baseUrl
    const senders = Array.from({ length: 4 }, () => send(() => target))
    // Leads are being acknowledged when the lock goes.
    await expect.poll(() => acknowledged.length, { timeout: 30_000, interval: 50 }).toBeGreaterThanOrEqual(4)

    await rm(path.join(dataDir, lockFileName), { recursive: true, force: true })
    // A second relay starts on the same directory at once, as a supervisor or a second container would.
    const port = await freePort()
    const second = await spawnRelay({ OWNER_EMAIL: owner, DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, port)
    cleanups.push(async () => {
      second.child.kill('SIGTERM')
      await second.exited
    })

    const code = await Promise.race([
      first.exited,
      new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), 20_000)),
    ])
    expect(code, first.output()).not.toBe('still running')
    expect(code).not.toBe(0)
    expect(first.output()).toContain('lock on the data directory was lost')

    target = `http://127.0.0.1:${port}`
    // The second relay starts from nothing here: on a loaded host that has taken over a minute.
    await expect.poll(() => postLead(target, crypto.randomUUID()), { timeout: 180_000, interval: 250 }).toBe(201)
    // The senders, too, have had leads acknowledged by the second relay.
    const beforeSecond = acknowledged.length
    await expect.poll(() => acknowledged.length, { timeout: 30_000, interval: 50 }).toBeGreaterThanOrEqual(beforeSecond + 4)
    sending = false
    await Promise.all(senders)
    second.child.kill('SIGTERM')
    expect(await second.exited).toBe(0)

    expect(acknowledged.length).toBeGreaterThan(4)
    const stored = new Set(await storedKeys(dataDir))
    expect(acknowledged.filter((key) => !stored.has(key))).toEqual([])
  }, 300_000)

  it('keeps the lock through a graceful stop when every process of its group gets SIGTERM, as systemd stops a unit', async () => {
    const dataDir = await dataDirectory()
    // A mail stuck mid-DATA keeps the stopping relay in its grace period: it finishes the send
    // (or the send's own time limit ends it) before it lets the directory go.
    const stalled = await startSmtpServer({ stallData: true })
    cleanups.push(() => stalled.stop())
    const first = await relay({ DATA_DIR: dataDir, LOG_LEVEL: 'info', SMTP_URL: stalled.url, MAIL_RETRY_SECONDS: '60' }, { detached: true })
    const pending = fetch(`${first.baseUrl}${relayPaths.notifications}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [idempotencyKeyHeader]: crypto.randomUUID() },
      body: JSON.stringify(notificationBody(owner)),
    }).then(
      (response) => response.status,
      () => 0,
    )
    await expect.poll(() => stalled.dataStarted(), { timeout: 30_000 }).toBeGreaterThanOrEqual(1)

    process.kill(-first.pid, 'SIGTERM')
    await expect.poll(() => first.output().includes('relay stopping'), { timeout: 10_000 }).toBe(true)
    // While it stops, the directory is still its own: nobody else may lock it.
    await expect(lockDataDir(dataDir, { waitMs: 0 })).rejects.toBeInstanceOf(DataDirBusyError)
    expect(await pending).toBe(502)

    expect(await first.exited).toBe(0)
    // Let go once it has stopped: the next relay takes the directory at once. (A relay restarted on
    // a directory a SIGTERM stopped mid-send is started in relay-faults.test.ts.)
    await (await lockDataDir(dataDir, { waitMs: 0 })).release()
  }, 180_000)
})

/** Whether this machine lets the tests make network, PID and host-name namespaces (root, unshare allowed). */
function canUnshare(): boolean {
  return spawnSync('unshare', ['-n', '-p', '-f', '-u', 'true']).status === 0
}

/**
 * The relay in namespaces of its own, as in a container of its own called `host`: a network of
 * its own too when `ownNetwork` (then it listens on 8080 there, as two containers both may).
 */
async function containedRelay(host: string, dataDir: string, ownNetwork: boolean) {
  const port = ownNetwork ? 8080 : await freePort()
  const relay = await spawnRelay({ OWNER_EMAIL: owner, DATA_DIR: dataDir, LOG_LEVEL: 'info' }, port, {
    container: { unshare: [...(ownNetwork ? ['-n'] : []), '-p', '-f', '-u', '--kill-child'], host },
  })
  cleanups.push(async () => {
    relay.child.kill('SIGKILL')
    await relay.exited
  })
  return { ...relay, baseUrl: `http://127.0.0.1:${port}` }
}

describe('one embedded data directory shared by two containers', () => {
  // Containers on one volume have a network namespace each: a lock that lives in the network
  // stack (an abstract socket) lets both in, and the two writers lose leads. Each has a PID
  // namespace too, where each relay may be pid 1.
  it.skipIf(!canUnshare())(
    'refuses a relay in other network and PID namespaces, naming the holder by its host and pid, and the first keeps every lead',
    async () => {
      const dataDir = await dataDirectory()
      // In the tests' network, so the test can send it leads; in PID and host-name namespaces of its own.
      const first = await containedRelay('relay-box-a', dataDir, false)
      await expect.poll(() => first.output().includes('relay listening'), { timeout: 60_000, interval: 250 }).toBe(true)
      const second = await containedRelay('relay-box-b', dataDir, true)
      const code = await Promise.race([
        second.exited,
        new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), 60_000)),
      ])
      expect(code, second.output()).not.toBe('still running')
      expect(code).not.toBe(0)
      expect(second.output()).toContain('already using the data directory')
      expect(second.output()).toContain('host relay-box-a')
      expect(second.output()).toMatch(/pid 1\b/)

      // unshare passes no signal on: SIGTERM goes to the relay itself, its only child.
      const stop = async () => {
        const [relayProcess] = await childrenOf(first.child.pid ?? 0)
        process.kill(relayProcess!.pid, 'SIGTERM')
        await first.exited
      }
      await expectKeepsEveryLead(first.baseUrl, stop, dataDir, 20)
    },
    120_000,
  )
})
