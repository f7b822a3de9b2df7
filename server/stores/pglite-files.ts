import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chmod, lstat, readdir } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'

/**
 * The relay's tables are small: Postgres' default 128 MB of shared buffers would be most of
 * the process's memory and never be used. 8 MB holds the pages the relay touches (measured in
 * docs/benchmarks.md: 130 MB less resident, the same insert rate).
 */
export const pgliteStartParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=8MB']

const initdbProgram = fileURLToPath(new URL('./pglite-initdb.mjs', import.meta.url))

/**
 * Creating a database runs initdb in its own WebAssembly instance, whose memory (about 450 MB)
 * a process never gives back. So a new data directory is created by a short-lived child
 * process, and the relay opens the finished files itself.
 */
export async function createPgliteFilesIfMissing(dataDir: string): Promise<void> {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return
  await new Promise<void>((resolve, reject) => {
    execFile(process.execPath, [initdbProgram, dataDir], (error, _stdout, stderr) =>
      error ? reject(new Error(`Could not create the embedded database in ${dataDir}: ${stderr || error.message}`)) : resolve(),
    )
  })
}

/**
 * Closes `dir` and everything under it to all but its owner (0700 directories, 0600 files):
 * the leads are in there. Symbolic links are left alone (their mode means nothing).
 */
export async function keepOwnerOnly(dir: string): Promise<void> {
  const visit = async (full: string): Promise<void> => {
    const info = await lstat(full).catch(() => undefined)
    if (!info || info.isSymbolicLink()) return
    if ((info.mode & 0o077) !== 0) await chmod(full, info.mode & 0o700).catch(() => undefined)
    if (info.isDirectory()) await Promise.all((await readdir(full)).map((name) => visit(path.join(full, name))))
  }
  await visit(dir)
}
