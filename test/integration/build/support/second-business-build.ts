import { spawnSync } from 'node:child_process'
import { chmod, cp, mkdir, mkdtemp, readdir, readFile, rm, symlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join, relative, resolve } from 'node:path'
import type { TestProject } from 'vitest/node'
import { ensurePgliteTemplate } from '../../../../server/stores/pglite-files'
import { projectFilesABuildReads } from '../../../support/project-files'
import { writeOwnerPhotos } from '../../../../scripts/bench/photo-like-image'
import { asRoot, killProcessesIn, netlifyBuild, nobody, runAsHost } from './host-build'

/**
 * One build of a second business, shared by every file of the build project (a project build is
 * about 40 s of CPU, so six files reading six builds would not fit the suite's budget):
 * test/fixtures/honest-business, a Lakeland, Florida installer with a second van in Alabama that
 * renames everything the demo names (name, phone, logo, states and towns, reviews, case studies;
 * rename-business.test.ts), adds a service and leaves two of the demo's out (own-services), makes
 * fewer promises than the demo, with financing in Alabama only, and words its own area
 * (honest-business), built the way Netlify builds it (netlify.toml's command and folder, as a user
 * who is not root, with the variables a static host is given; static-hosts, start-after-build).
 * Its owner has put photo-like camera photos (scripts/bench/photo-like-image.ts) in place of three
 * drawings, which owner-photos.test.ts and rename-business.test.ts read.
 */
export interface SecondBusinessBuild {
  /** The copy of the project the build ran in. */
  readonly copy: string
  readonly siteUrl: string
  /** What netlify.toml names. */
  readonly netlify: { readonly command: string; readonly publish: string }
  /** The variables set in the host's dashboard. */
  readonly hostVariables: Record<string, string>
  /** Everything the build printed. */
  readonly buildOutput: string
  /** The pictures the owner's photos replace (paths under public/images, no extension), and the photos' size. */
  readonly ownerPhotos: { readonly pictures: readonly string[]; readonly width: number; readonly height: number }
}

declare module 'vitest' {
  export interface ProvidedContext {
    secondBusiness: SecondBusinessBuild
  }
}

const root = resolve(import.meta.dirname, '../../../..')
const siteUrl = 'https://www.lakesideguard.com'
/**
 * The home page's first slide, the case study's picture and the camera service's picture. Small
 * photos, 750 px wide: the build makes its two phone widths (480 and 750) from them and nothing
 * wider, and encoding a camera's 4000 px photos at every width would cost minutes (the Lighthouse
 * benchmark does that).
 */
const ownerPhotos = {
  pictures: ['hero/slide-1', 'case-studies/retail-loss-prevention', 'services/security-camera-installation'],
  width: 750,
  height: 563,
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const copy = await mkdtemp(join(tmpdir(), 'second-business-'))
  for (const entry of [...projectFilesABuildReads, 'netlify.toml', '.node-version']) {
    await cp(join(root, entry), join(copy, entry), {
      recursive: true,
      filter: (source) => !source.includes(join('src', 'assets', 'generated')),
    })
  }
  await rm(join(copy, 'owner'), { recursive: true, force: true })
  await cp(join(root, 'test/fixtures/honest-business/owner'), join(copy, 'owner'), { recursive: true })
  await writeOwnerPhotos(copy, ownerPhotos.pictures, ownerPhotos)
  // The JSON schemas the owner's files name, the site's words' (owner/pages/) too.
  for (const folder of ['owner', 'owner/pages']) {
    await mkdir(join(copy, folder), { recursive: true })
    for (const schema of (await readdir(join(root, folder))).filter((name) => name.endsWith('.schema.json')))
      await cp(join(root, folder, schema), join(copy, folder, schema))
  }
  // The host installs node_modules itself, writable by its build user: here each package is linked
  // from the project's own, in a folder of the copy's, so caches the build writes there land in the copy.
  await mkdir(join(copy, 'node_modules'))
  for (const name of await readdir(join(root, 'node_modules'))) {
    if (name.startsWith('.')) continue
    await symlink(join(root, 'node_modules', name), join(copy, 'node_modules', name))
  }
  // The relays this copy starts (to compare headers, to serve after a build) open a database the
  // way a relay's first start does on any host: from the installation's template, copied here
  // rather than made again by initdb (12 s of CPU; relay-main.test.ts covers making it).
  const template = await ensurePgliteTemplate()
  if (template) {
    await mkdir(join(copy, relative(root, dirname(template))), { recursive: true })
    await cp(template, join(copy, relative(root, template)), { recursive: true })
  }
  await mkdir(join(copy, '.home'))
  if (asRoot) {
    await chmod(copy, 0o755)
    // -h: the links into the project's node_modules change owner, not what they point at.
    const chowned = spawnSync('chown', ['-R', '-h', `${nobody.uid}:${nobody.gid}`, copy])
    if (chowned.status !== 0) throw new Error(`chown failed: ${String(chowned.stderr)}`)
  }
  const hostVariables = {
    SITE_URL: siteUrl,
    VITE_QUOTE_STORE: 'supabase',
    VITE_SUPABASE_URL: 'https://abcdefghijklmnopqrst.supabase.co',
    VITE_SUPABASE_ANON_KEY: 'sb_publishable_test-key',
    VITE_QUOTE_MAILER: 'emailjs',
    VITE_EMAILJS_PUBLIC_KEY: 'public-key',
    VITE_EMAILJS_SERVICE_ID: 'service_test',
    VITE_EMAILJS_CONFIRMATION_TEMPLATE_ID: 'template_confirm',
    VITE_EMAILJS_NOTIFICATION_TEMPLATE_ID: 'template_notify',
  }
  const netlify = netlifyBuild(await readFile(join(root, 'netlify.toml'), 'utf8'))
  const build = runAsHost(copy, netlify.command, hostVariables)
  if (build.status !== 0) throw new Error(`${netlify.command} failed:\n${build.stdout}\n${build.stderr}`)
  project.provide('secondBusiness', { copy, siteUrl, netlify, hostVariables, buildOutput: `${build.stdout}\n${build.stderr}`, ownerPhotos })
  return () => {
    killProcessesIn(copy)
    return rm(copy, { recursive: true, force: true })
  }
}
