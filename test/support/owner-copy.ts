import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll } from 'vitest'

const root = resolve(import.meta.dirname, '../..')

/**
 * For one test file: each call makes a project folder in the system's temporary directory whose
 * owner/ is a copy of the demo's (or of `from`), and returns it; all are removed after the file.
 */
export function useOwnerCopies(prefix: string): (from?: string) => Promise<string> {
  const dirs: string[] = []
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))))
  return async (from = join(root, 'owner')) => {
    const dir = await mkdtemp(join(tmpdir(), prefix))
    dirs.push(dir)
    await cp(from, join(dir, 'owner'), { recursive: true })
    return dir
  }
}

/** Changes a file of a copy; an edit that changes nothing is a mistake in the test. */
export async function editFile(dir: string, file: string, change: (text: string) => string): Promise<void> {
  const path = join(dir, file)
  const before = await readFile(path, 'utf8')
  const after = change(before)
  if (after === before) throw new Error(`the edit to ${file} changed nothing`)
  await writeFile(path, after)
}

/**
 * Gives a copy's owner/ the second business's own words (test/fixtures/renamed-business) but for the
 * demo's files named in `keep`. The demo's page files go: the fixture's own stand, and the pages it
 * lacks show the project's words, which are not the owner's claims to check.
 */
export async function putSecondBusinessWords(dir: string, keep: readonly string[] = []): Promise<void> {
  await rm(join(dir, 'owner/case-studies'), { recursive: true })
  await rm(join(dir, 'owner/pages'), { recursive: true })
  const entries = ['case-studies', 'reviews.yaml', 'team.yaml', 'offers.yaml', 'about.yaml', 'pictures.yaml', 'pages']
  for (const entry of entries.filter((name) => !keep.includes(name)))
    await cp(join(root, 'test/fixtures/renamed-business/owner', entry), join(dir, 'owner', entry), { recursive: true })
}
