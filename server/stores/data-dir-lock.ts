import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import { mkdir, readFile, readlink, realpath, rename, rm, stat, utimes, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import lockfile from 'proper-lockfile'

export class DataDirBusyError extends Error {
  override readonly name = 'DataDirBusyError'
}

export interface DataDirLock {
  /** Gives the directory up; the last thing a stopping relay does before it exits. */
  release(): Promise<void>
}

/** The lock itself: a directory whose creation is atomic on every OS and on shared volumes. */
export const lockFileName = 'relay.lock'
/** Who holds the lock (host, pid), kept beside it so it outlives a deleted lock. */
export const holderFileName = 'relay.holder'

/**
 * The holder refreshes the lock's mtime every `refreshMs`; a lock not refreshed for `staleMs`
 * belongs to a relay that died without a word (kill -9 in another container, a lost machine)
 * and is taken over. Fifteen seconds keeps a relay whose host is very busy from being thought
 * dead; on the holder's own machine a dead pid frees the lock at once.
 */
export const lockTiming = {
  staleMs: 15_000,
  refreshMs: 1_000,
  /** How long a relay taking the lock from another waits before opening: three of the other's checks. */
  handOverMs: 3_000,
} as const

interface Holder {
  readonly host: string
  readonly pid: number
  /** Linux PID namespace: a pid names a process only inside its own namespace. */
  readonly pidNamespace: string | null
  readonly token: string
  readonly since: string
  /** Written by a holder that let the lock go in good order: the next one need not wait for it. */
  readonly released?: boolean
}

export interface LockDataDirOptions {
  /** How long a start waits for a lock whose holder is not seen alive; the stale time by default. */
  readonly waitMs?: number
  /** Called once when the lock is deleted, replaced or cannot be refreshed. */
  readonly onLost?: (reason: string) => void
}

/** A read that failed for want of a resource (files, memory, a busy device), not for what the file holds. */
const unreadable = Symbol('unreadable')

/**
 * The holder file as written, undefined when it is missing or not a holder, or `unreadable` when
 * the read itself failed (EMFILE with every file in use, ENFILE, EAGAIN…): that says nothing
 * about who holds the lock, and is tried again rather than taken for a lost lock.
 */
async function readHolderOnce(file: string): Promise<Holder | undefined | typeof unreadable> {
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT' ? undefined : unreadable
  }
  try {
    const parsed = JSON.parse(text) as Partial<Holder>
    if (typeof parsed.host !== 'string' || typeof parsed.pid !== 'number' || typeof parsed.token !== 'string') return undefined
    return {
      host: parsed.host,
      pid: parsed.pid,
      pidNamespace: parsed.pidNamespace ?? null,
      token: parsed.token,
      since: String(parsed.since ?? ''),
      released: parsed.released === true,
    }
  } catch {
    return undefined
  }
}

/** Tries a failed read a few times within a refresh, then says it could not be read. */
async function readHolderRetrying(file: string): Promise<Holder | undefined | typeof unreadable> {
  for (let attempt = 0; ; attempt += 1) {
    const holder = await readHolderOnce(file)
    if (holder !== unreadable || attempt === 3) return holder
    await sleep(50 * 2 ** attempt)
  }
}

/** For the start's decisions, where a holder that cannot be read is one not known. */
async function readHolder(file: string): Promise<Holder | undefined> {
  const holder = await readHolderRetrying(file)
  return holder === unreadable ? undefined : holder
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** A holder this process can see is gone: same machine, same PID namespace, and no such process. */
function isDeadHere(holder: Holder, me: Holder): boolean {
  return holder.host === me.host && holder.pidNamespace === me.pidNamespace && holder.pid !== me.pid && !isAlive(holder.pid)
}

function describeHolder(holder: Holder | undefined): string {
  return holder ? `host ${holder.host}, pid ${holder.pid}, since ${holder.since}` : 'host and pid not written yet'
}

async function writeHolder(file: string, holder: Holder): Promise<void> {
  const temporary = `${file}.${holder.token}`
  await writeFile(temporary, `${JSON.stringify(holder)}\n`, { mode: 0o600 })
  await rename(temporary, file)
}

/**
 * Makes this process the only writer of the embedded database under `dataDir`, before anything
 * opens its files. The lock belongs to this process (proper-lockfile: an atomic mkdir of
 * `relay.lock`, its mtime refreshed every second), so it dies with the process and needs no
 * system tool; it lives with the data, so containers sharing a volume exclude each other.
 */
export async function lockDataDir(dataDir: string, options: LockDataDirOptions = {}): Promise<DataDirLock> {
  const waitMs = options.waitMs ?? lockTiming.staleMs + 2 * lockTiming.refreshMs
  await mkdir(dataDir, { recursive: true, mode: 0o700 })
  const canonical = await realpath(dataDir)
  const lockDir = path.join(canonical, lockFileName)
  const holderFile = path.join(canonical, holderFileName)
  const me: Holder = {
    host: os.hostname(),
    pid: process.pid,
    pidNamespace: await readlink('/proc/self/ns/pid').catch(() => null),
    token: randomUUID(),
    since: new Date().toISOString(),
  }

  let lost = false
  let takenAway = false
  const timer: { watch?: NodeJS.Timeout } = {}
  const loseLock = (reason: string) => {
    if (lost) return
    lost = true
    takenAway = true
    clearInterval(timer.watch)
    options.onLost?.(reason)
  }
  // proper-lockfile removes its lock directory when the process exits; once the lock has been
  // taken away, that directory may be the new holder's, so it must stay.
  const lockFs = {
    ...fs,
    rmdir: (dir: fs.PathLike, done: (error: NodeJS.ErrnoException | null) => void) => (takenAway ? done(null) : fs.rmdir(dir, done)),
    rmdirSync: (dir: fs.PathLike) => {
      if (!takenAway) fs.rmdirSync(dir)
    },
  }

  const deadline = Date.now() + waitMs
  let seenRefresh: number | undefined
  let release: () => Promise<void>
  for (;;) {
    try {
      release = await lockfile.lock(canonical, {
        lockfilePath: lockDir,
        realpath: false,
        stale: lockTiming.staleMs,
        update: lockTiming.refreshMs,
        retries: 0,
        fs: lockFs,
        onCompromised: (error) => loseLock(`${lockFileName} was deleted or replaced (${error.message})`),
      })
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error
    }
    const holder = await readHolder(holderFile)
    // A holder that let the lock go is not the one holding it now, whatever became of its pid.
    if (holder && !holder.released && isDeadHere(holder, me)) {
      // Killed on this machine (kill -9, a crash): no need to wait out the stale time.
      await rm(lockDir, { recursive: true, force: true })
      continue
    }
    const refreshed = await stat(lockDir).then(
      (info) => info.mtimeMs,
      () => undefined,
    )
    const alive = seenRefresh !== undefined && refreshed !== undefined && refreshed !== seenRefresh
    seenRefresh ??= refreshed
    if (alive || Date.now() >= deadline) {
      throw new DataDirBusyError(
        `Another relay (${describeHolder(holder)}) is already using the data directory ${canonical}. ` +
          'Two relays on one embedded database would lose leads: stop the other one, give this one its own ' +
          'DATA_DIR, or set DATABASE_URL so several relays can share PostgreSQL.',
      )
    }
    await sleep(250)
  }

  try {
    const previous = await readHolder(holderFile)
    // Taken from a relay that did not let it go (its lock deleted, or stale while its host was
    // stalled): it may still be running, and acknowledges leads until its next check. Our name
    // goes in first, so that check (at most a refresh away once it runs) stops it; and nothing
    // is opened until it has, so whatever it acknowledged is in the files we then open (issue 35).
    const handOver = previous !== undefined && previous.token !== me.token && !previous.released && !isDeadHere(previous, me)
    await writeHolder(holderFile, me)
    if (handOver) await sleep(lockTiming.handOverMs)
  } catch (error) {
    await release().catch(() => undefined)
    throw error
  }

  // The holder file names us; if someone else's name appears there, the lock is no longer ours.
  timer.watch = setInterval(() => {
    void (async () => {
      const holder = await readHolderRetrying(holderFile)
      if (lost) return
      // Not read (no file to spare): the next refresh looks again. proper-lockfile's own check
      // of relay.lock needs no file and goes on meanwhile.
      if (holder === unreadable) return
      if (holder?.token !== me.token) return loseLock(`${holderFileName} now names ${describeHolder(holder)}`)
      const now = new Date()
      await utimes(holderFile, now, now).catch(() => undefined)
    })()
  }, lockTiming.refreshMs)
  timer.watch.unref()

  return {
    async release() {
      clearInterval(timer.watch)
      if (lost) return
      lost = true
      if ((await readHolder(holderFile))?.token === me.token) await writeHolder(holderFile, { ...me, released: true })
      await release().catch(() => undefined)
    },
  }
}
