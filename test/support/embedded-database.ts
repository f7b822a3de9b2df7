import { PGlite } from '@electric-sql/pglite'
import { rmSync } from 'node:fs'
import path from 'node:path'
import { pgliteStartParams } from '../../server/stores/pglite-files'
import { seededDataDir } from './seeded-data-dir'

/** Removed when the process exits: one listener for all of them. */
const folders = new Set<string>()

/**
 * A new, empty embedded database for a test in this process, as the relay opens one: a copy of the
 * freshly created files (seeded-data-dir.ts), with the relay's own start parameters.
 * `PGlite.create()` in memory runs initdb every time and reserves PostgreSQL's default 128 MB of
 * shared buffers, which the unoptimized WebAssembly of a test process (test-node-flags.ts) clears
 * slowly: about five seconds of CPU a database, against one for this. Its folder is removed when
 * the process exits.
 */
export async function openEmbeddedDatabase(): Promise<PGlite> {
  const dataDir = await seededDataDir('embedded-db-')
  if (folders.size === 0) process.once('exit', () => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })))
  folders.add(dataDir)
  return PGlite.create(path.join(dataDir, 'pglite'), { startParams: pgliteStartParams })
}
