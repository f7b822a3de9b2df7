import { spawn, type ChildProcess } from 'node:child_process'
import { mkdir, readFile, realpath, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

export class DataDirBusyError extends Error {
  override readonly name = 'DataDirBusyError'
}

export interface DataDirLock {
  release(): Promise<void>
}

/** The lock file beside the data: whoever holds an exclusive flock on it is the one writer. */
export const lockFileName = 'relay.lock'

/** A relay killed a moment ago frees its lock within milliseconds; a starting one waits that long, no longer. */
const takeOverWaitMs = 3_000

async function holderPid(file: string): Promise<string> {
  const text = await readFile(file, 'utf8').catch(() => '')
  return text.trim() || 'unknown'
}

/**
 * Holds an exclusive flock(2) on `file` through util-linux's `flock`, which Node has no call
 * for. The holder's command is `cat` reading this process's pipe: when this process exits in any
 * way, `kill -9` included, the kernel closes the pipe, `cat` ends and the kernel drops the lock.
 * Resolves with the holder once locked, or undefined when another process holds the lock.
 */
function tryFlock(file: string): Promise<ChildProcess | undefined> {
  return new Promise((resolve, reject) => {
    const holder = spawn('flock', ['--nonblock', '--exclusive', file, '--command', 'echo locked && exec cat'], {
      stdio: ['pipe', 'pipe', 'ignore'],
    })
    let settled = false
    holder.once('error', (error) => {
      if (!settled) reject(new Error(`could not run flock (util-linux) to lock the data directory: ${error.message}`))
      settled = true
    })
    holder.stdout?.once('data', () => {
      if (settled) return
      settled = true
      holder.stdout?.destroy()
      resolve(holder)
    })
    holder.once('exit', () => {
      if (settled) return
      settled = true
      resolve(undefined)
    })
  })
}

/**
 * Makes this process the only writer of the embedded database under `dataDir`, before anything
 * opens its files. The lock lives with the data (`relay.lock`), so two relays sharing a volume
 * from two containers, each with its own network namespace, still exclude each other; `relay.pid`
 * only says who holds it.
 */
export async function lockDataDir(dataDir: string, waitMs: number = takeOverWaitMs): Promise<DataDirLock> {
  await mkdir(dataDir, { recursive: true })
  const canonical = await realpath(dataDir)
  const pidFile = path.join(canonical, 'relay.pid')
  const lockFile = path.join(canonical, lockFileName)
  const deadline = Date.now() + waitMs
  let holder = await tryFlock(lockFile)
  while (!holder && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    holder = await tryFlock(lockFile)
  }
  if (!holder) {
    throw new DataDirBusyError(
      `Another relay (pid ${await holderPid(pidFile)}) is already using the data directory ${canonical}. ` +
        'Two relays on one embedded database would lose leads: stop the other one, give this one its own ' +
        'DATA_DIR, or set DATABASE_URL so several relays can share PostgreSQL.',
    )
  }
  // The holder must not keep this process alive, nor outlive it.
  holder.unref()
  ;(holder.stdin as { unref?: () => void } | null)?.unref?.()
  await writeFile(pidFile, `${process.pid}\n`)
  const owned = holder
  return {
    async release() {
      await rm(pidFile, { force: true })
      const ended = new Promise<void>((resolve) => {
        if (owned.exitCode !== null || owned.signalCode !== null) return resolve()
        owned.once('exit', () => resolve())
      })
      // Waiting on an unref'd child would let the process exit before the lock is seen to drop.
      owned.ref()
      owned.stdin?.end()
      await ended
    },
  }
}
