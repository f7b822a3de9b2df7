import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { parseEnv } from 'node:util'
import { afterEach, describe, expect, it } from 'vitest'
import { distDirOf, fingerprintFileOf, sourcesFingerprint } from '../../../scripts/build/build-fingerprint'
import { lockDataDir, lockFileName } from '../../../server/stores/data-dir-lock'
import { idempotencyKeyHeader, relayPaths } from '../../../src/quote/relay-api'
import { freePort } from '../../support/free-port'
import { startRelayProcess } from '../../support/relay-process'
import { seededDataDir } from '../../support/seeded-data-dir'
import { startSmtpServer } from '../../support/smtp'
import { withTestMailboxes } from '../../support/test-mailboxes'
import { notificationBody } from './relay-harness'
import { useCleanups } from '../../support/cleanups'

const root = path.resolve(import.meta.dirname, '../../..')
const owner = 'owner.desk@installer.internal'
const cleanups = useCleanups(afterEach)

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/**
 * The variables `npm start` sees in `env`: the .env files of scripts/env-files.js loaded under
 * them, in its order, the first to set one winning.
 */
function asStartSeesIt(env: Record<string, string>): Record<string, string> {
  const loaded = { ...env }
  for (const name of ['.env.production.local', '.env.local', '.env.production', '.env']) {
    const file = path.join(root, name)
    if (existsSync(file))
      for (const [key, value] of Object.entries(parseEnv(readFileSync(file, 'utf8')))) if (value !== undefined) loaded[key] ??= value
  }
  return loaded
}

/**
 * A built site `npm start` takes as current: its fingerprint recorded by the functions
 * `npm run build` records it with (scripts/build/build-fingerprint.ts), for exactly this environment,
 * so the start builds nothing. Called here rather than through two tsx processes, which cost
 * seconds of CPU and prove nothing this test is about.
 */
async function builtSite(env: Record<string, string>): Promise<void> {
  await mkdir(path.join(env.DIST_DIR!, 'client'), { recursive: true })
  await writeFile(path.join(env.DIST_DIR!, 'client', 'index.html'), '<!doctype html><title>Built</title>\n')
  const seen = asStartSeesIt(env)
  await writeFile(fingerprintFileOf(distDirOf(root, seen)), `${sourcesFingerprint(root, seen)}\n`)
}

/** `npm start` (or the launcher itself) with everything it prints, the relay's pid and address once it listens. */
async function launch(command: string, args: string[], env: Record<string, string>) {
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  let relayPid = 0
  cleanups.push(async () => {
    child.kill('SIGKILL')
    if (relayPid && isAlive(relayPid)) process.kill(relayPid, 'SIGKILL')
  })
  // A start is seconds of CPU, far more on a loaded two-core host.
  await expect
    .poll(() => /"pid":(\d+)[^\n]*"msg":"relay listening"/.exec(output)?.[1] ?? (child.exitCode === null ? undefined : output), {
      timeout: 150_000,
      interval: 200,
    })
    .toMatch(/^\d+$/)
  relayPid = Number(/"pid":(\d+)[^\n]*"msg":"relay listening"/.exec(output)![1])
  const url = /"url":"([^"]+)"[^\n]*"msg":"relay listening"/.exec(output)![1]!
  return { child, output: () => output, exited, relayPid, baseUrl: url }
}

async function environment(extra: Record<string, string> = {}) {
  const work = await mkdtemp(path.join(os.tmpdir(), 'npm-start-stop-'))
  cleanups.push(() => rm(work, { recursive: true, force: true }))
  const dataDir = await seededDataDir('npm-start-stop-data-')
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }))
  const env: Record<string, string> = withTestMailboxes({
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    DIST_DIR: path.join(work, 'dist'),
    SITE_DIR: path.join(work, 'dist', 'client'),
    DATA_DIR: dataDir,
    PORT: String(await freePort()),
    HOST: '127.0.0.1',
    OWNER_EMAIL: owner,
    LOG_LEVEL: 'info',
    RATE_LIMIT_PER_MINUTE: '1000',
    ...extra,
  })
  await builtSite(env)
  return { env, dataDir }
}

async function notify(baseUrl: string, key: string): Promise<number> {
  try {
    const response = await fetch(`${baseUrl}${relayPaths.notifications}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [idempotencyKeyHeader]: key },
      body: JSON.stringify(notificationBody(owner, { message: `Lead ${key}` })),
      signal: AbortSignal.timeout(30_000),
    })
    await response.arrayBuffer()
    return response.status
  } catch {
    return 0
  }
}

describe('npm start stops cleanly whoever signals it', () => {
  it('SIGTERM to npm alone, with 5 mails in flight: each answered, none sent twice, the lock let go for the next relay at once', async () => {
    // A slow mail server that does deliver: each message is taken 2 s after it arrives.
    const smtp = await startSmtpServer({ dataDelayMs: 2_000 })
    cleanups.push(() => smtp.stop())
    const { env, dataDir } = await environment({ SMTP_URL: smtp.url, MAIL_RETRY_SECONDS: '1' })
    const npm = await launch('npm', ['start'], env)
    expect(npm.output()).toContain('not rebuilding')
    // Healthy once the database is open, so the mails are in flight, not waiting for it.
    await expect
      .poll(async () => (await fetch(`${npm.baseUrl}${relayPaths.health}`).catch(() => undefined))?.status, { timeout: 120_000 })
      .toBe(200)

    const keys = Array.from({ length: 5 }, () => crypto.randomUUID())
    const statuses: number[] = []
    const answers = Promise.all(keys.map((key) => notify(npm.baseUrl, key).then((status) => (statuses.push(status), status))))
    await expect
      .poll(() => `${smtp.dataStarted()} started; answered ${statuses.join(' ')}\n${npm.output()}`, { timeout: 60_000, interval: 200 })
      .toMatch(/^5 started/)
    // As PM2 or supervisord stop a program: SIGTERM to the pid they started, npm, and to nothing else.
    npm.child.kill('SIGTERM')

    // Every visitor hears an answer (sent, or queued for a retry), none a broken connection.
    expect((await answers).filter((status) => status !== 200 && status !== 502)).toEqual([])
    await npm.exited
    await expect.poll(() => isAlive(npm.relayPid), { timeout: 30_000, interval: 100 }).toBe(false)
    const exitedAt = performance.now()
    expect(npm.output()).toContain('"msg":"relay stopping"')
    expect(npm.output()).toContain('"msg":"relay stopped"')

    // The lock is let go: the next relay takes the directory at once, not after a stale lock's 15 s.
    expect(existsSync(path.join(dataDir, lockFileName))).toBe(false)
    const lock = await lockDataDir(dataDir, { waitMs: 0 })
    expect(performance.now() - exitedAt).toBeLessThan(5_000)
    await lock.release()

    const next = await startRelayProcess({ ...env, PORT: String(await freePort()), LOG_LEVEL: 'warn' })
    cleanups.push(() => next.stop())
    // Each lead's notification arrives, whichever relay sent it, and exactly once.
    await expect.poll(() => new Set(smtp.messages.map((message) => message.messageId)).size, { timeout: 30_000 }).toBe(5)
    for (const key of keys) expect(await notify(next.baseUrl, key)).toBe(200)
    for (const key of keys) expect(smtp.messages.filter((message) => message.text?.includes(`Lead ${key}`)).length, key).toBe(1)
  }, 300_000)

  it('a relay whose launcher is killed with kill -9 stops itself and lets the directory go', async () => {
    const { env, dataDir } = await environment()
    const launcher = await launch(
      process.execPath,
      ['--import', './scripts/env-files.js', '--import', 'tsx', 'scripts/launch/start.ts'],
      env,
    )
    launcher.child.kill('SIGKILL')
    await launcher.exited
    await expect.poll(() => isAlive(launcher.relayPid), { timeout: 30_000, interval: 100 }).toBe(false)
    expect(existsSync(path.join(dataDir, lockFileName))).toBe(false)
  }, 240_000)
})
