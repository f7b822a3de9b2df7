import { rmSync } from 'node:fs'
import { cp, mkdtemp } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { createPgliteFilesIfMissing, ensurePgliteTemplate } from '../../server/stores/pglite-files'

let template: Promise<string> | undefined

/**
 * Embedded database files made once: the installation's template (what `npm start` makes), or
 * made once per test process and removed when it exits when that cannot be kept.
 */
function templateFiles(): Promise<string> {
  template ??= (async () => {
    const installed = await ensurePgliteTemplate().catch(() => undefined)
    if (installed) return installed
    const dir = await mkdtemp(path.join(os.tmpdir(), 'pglite-template-'))
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }))
    const files = path.join(dir, 'pglite')
    await createPgliteFilesIfMissing(files)
    return files
  })()
  return template
}

/**
 * A new, empty relay data directory whose embedded database files already exist, as they do after
 * a relay's first start. Creating them (initdb) costs seconds of CPU; copying them, a tenth of
 * one. For relays whose tests are about something else: the relay's own creation of the files is
 * tested on a directory of its own (relay-main.test.ts, pglite-relay-store.test.ts).
 */
export async function seededDataDir(prefix: string): Promise<string> {
  const [files, dataDir] = await Promise.all([templateFiles(), mkdtemp(path.join(os.tmpdir(), prefix))])
  await cp(files, path.join(dataDir, 'pglite'), { recursive: true })
  return dataDir
}
