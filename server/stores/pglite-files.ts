import { execFile } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { chmod, cp, lstat, mkdir, readdir, rename, rm } from 'node:fs/promises'
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

function runInitdb(dataDir: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    execFile(process.execPath, [initdbProgram, dataDir], (error, _stdout, stderr) =>
      error ? reject(new Error(`Could not create the embedded database in ${dataDir}: ${stderr || error.message}`)) : resolve(),
    )
  })
}

const hasDatabase = (dir: string) => existsSync(path.join(dir, 'PG_VERSION'))

/** Fills `target` from `fill(temporary)` in a sibling folder renamed into place, so a half-made copy is never seen. */
async function createAtomically(target: string, fill: (temporary: string) => Promise<void>): Promise<void> {
  const temporary = `${target}.new-${process.pid}-${Date.now()}`
  // PGlite makes its own folder, but not the folders above it.
  await mkdir(path.dirname(target), { recursive: true, mode: 0o700 })
  try {
    await fill(temporary)
    await rename(temporary, target)
  } finally {
    await rm(temporary, { recursive: true, force: true })
  }
}

/**
 * Where this installation keeps one set of freshly created database files, made once per PGlite
 * version (node_modules/.cache, so `npm ci` starts afresh); undefined when there is no such
 * folder to use.
 */
export function pgliteTemplateDir(): string | undefined {
  const modules = fileURLToPath(new URL('../../node_modules/', import.meta.url))
  try {
    const { version } = JSON.parse(readFileSync(path.join(modules, '@electric-sql', 'pglite', 'package.json'), 'utf8')) as {
      version: string
    }
    return path.join(modules, '.cache', 'piedmont-shield', `pglite-${version}`)
  } catch {
    return undefined
  }
}

/**
 * Makes the template if it is missing (initdb: seconds of CPU, many more on a busy machine) and
 * returns its folder; `npm start` calls it while the site builds, so the first relay start only
 * copies it. Undefined when the template cannot be kept (no node_modules/.cache, read-only).
 */
export async function ensurePgliteTemplate(): Promise<string | undefined> {
  const template = pgliteTemplateDir()
  if (!template) return undefined
  if (hasDatabase(template)) return template
  try {
    await createAtomically(template, runInitdb)
  } catch (error) {
    // Another start made it meanwhile, or this folder cannot be written: fine either way.
    if (!hasDatabase(template) && !(error as NodeJS.ErrnoException).code) throw error
  }
  return hasDatabase(template) ? template : undefined
}

/**
 * Creating a database runs initdb in its own WebAssembly instance, whose memory (about 450 MB)
 * a process never gives back. So a new data directory is a copy of the installation's template
 * (made once, by a short-lived child process) or, without one, made by that child directly; the
 * relay opens the finished files itself.
 */
export async function createPgliteFilesIfMissing(dataDir: string): Promise<void> {
  if (hasDatabase(dataDir)) return
  const template = await ensurePgliteTemplate().catch(() => undefined)
  // What is there without PG_VERSION is a creation that never finished: nothing to keep.
  await rm(dataDir, { recursive: true, force: true })
  await createAtomically(dataDir, (temporary) => (template ? cp(template, temporary, { recursive: true }) : runInitdb(temporary)))
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
