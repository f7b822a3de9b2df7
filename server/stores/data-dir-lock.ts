import { createHash } from 'node:crypto'
import { mkdir, readFile, realpath, rm, writeFile } from 'node:fs/promises'
import net from 'node:net'
import path from 'node:path'

export class DataDirBusyError extends Error {
  override readonly name = 'DataDirBusyError'
}

export interface DataDirLock {
  release(): Promise<void>
}

function listen(server: net.Server, address: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(address, () => {
      server.off('error', reject)
      resolve()
    })
  })
}

async function holderPid(file: string): Promise<string> {
  const text = await readFile(file, 'utf8').catch(() => '')
  return text.trim() || 'unknown'
}

/**
 * Makes this process the only writer of the embedded database under `dataDir`, before anything
 * opens its files. The lock is a Linux abstract socket named after the directory: binding it
 * is atomic, and the kernel frees it the moment the holder exits, even after `kill -9`, so a
 * crash never leaves a stale lock behind. `relay.pid` beside the data only says who holds it.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  await mkdir(dataDir, { recursive: true })
  const canonical = await realpath(dataDir)
  const name = createHash('sha256').update(canonical).digest('hex').slice(0, 32)
  const pidFile = path.join(canonical, 'relay.pid')
  const server = net.createServer((socket) => socket.destroy())
  try {
    await listen(server, `\0quote-relay-data-dir-${name}`)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error
    throw new DataDirBusyError(
      `Another relay (pid ${await holderPid(pidFile)}) is already using the data directory ${canonical}. ` +
        'Two relays on one embedded database would lose leads: stop the other one, give this one its own ' +
        'DATA_DIR, or set DATABASE_URL so several relays can share PostgreSQL.',
    )
  }
  server.unref()
  await writeFile(pidFile, `${process.pid}\n`)
  return {
    async release() {
      await rm(pidFile, { force: true })
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
