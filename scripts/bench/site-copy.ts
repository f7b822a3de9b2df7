/**
 * A second copy of the project to build beside this one: the working tree as it is (optionally
 * with photo-like owner photos in owner/photos/), or an earlier commit exported from git. Both
 * borrow this checkout's node_modules through a link, so a copy builds in the time a build takes.
 * The Lighthouse benchmark builds them.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { cp, mkdtemp, rm, symlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pictureSlots, writeOwnerPhotos } from './photo-like-image'
import { projectFilesABuildReads } from '../../test/support/project-files'

/** What a build reads, the owner's files with it; generated files are left behind so the copy makes its own. */
const projectEntries = [...projectFilesABuildReads, 'owner']

export interface SiteCopy {
  readonly dir: string
  /** The built site the relay serves (SITE_DIR). */
  readonly siteDir: string
  remove(): Promise<void>
}

async function linkedCopy(dir: string, root: string): Promise<SiteCopy> {
  await symlink(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir')
  return { dir, siteDir: join(dir, 'dist', 'client'), remove: () => rm(dir, { recursive: true, force: true }) }
}

/**
 * A copy of the working tree as it is now, uncommitted changes included. `ownerPhotos`: pictures
 * to replace with photo-like owner photos, as paths under public/images without the extension
 * ('hero/slide-1'); 'all' for every picture the site has.
 */
export async function copyWorkingTree(root: string, ownerPhotos?: readonly string[] | 'all'): Promise<SiteCopy> {
  const dir = await mkdtemp(join(tmpdir(), 'site-copy-'))
  const generated = join('src', 'assets', 'generated')
  for (const entry of projectEntries) {
    await cp(join(root, entry), join(dir, entry), { recursive: true, filter: (source) => !source.includes(generated) })
  }
  if (ownerPhotos) await writeOwnerPhotos(dir, ownerPhotos === 'all' ? await pictureSlots(root) : ownerPhotos)
  return linkedCopy(dir, root)
}

/** The project as it was at `commit` (git archive), for a paired comparison with the working tree. */
export async function exportCommit(root: string, commit: string): Promise<SiteCopy> {
  const dir = await mkdtemp(join(tmpdir(), `site-${commit.slice(0, 12)}-`))
  const archive = execFileSync('git', ['archive', '--format=tar', commit], { cwd: root, maxBuffer: 512 * 1024 * 1024 })
  execFileSync('tar', ['-x', '-C', dir], { input: archive })
  return linkedCopy(dir, root)
}

/** Runs the copy's own `npm run build`; throws with its output when it fails. */
export function buildCopy(copy: SiteCopy): void {
  const result = spawnSync('npm', ['run', '--silent', 'build'], {
    cwd: copy.dir,
    env: { ...process.env, DIST_DIR: 'dist' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  if (result.status !== 0) throw new Error(`Building ${copy.dir} failed:\n${result.stdout}\n${result.stderr}`)
}

export const projectRoot = resolve(import.meta.dirname, '../..')
