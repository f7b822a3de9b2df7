import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chmod, cp, mkdir, mkdtemp, readdir, readFile, rm, stat, symlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { projectFilesABuildReads } from '../../support/project-files'
import { startRelayProcess, type RelayProcess } from '../../support/relay-process'

/**
 * Netlify and Cloudflare Pages build the owner's repository on their own Node 20 images, as an
 * ordinary user, with the variables set in their dashboards. This test does the same in a copy of
 * the project: the build command and publish folder netlify.toml names (the guide gives Cloudflare
 * Pages the same two), run as `nobody` when the test runs as root, then reads the published
 * folder as the hosts would serve it. One build serves both hosts.
 */
const root = resolve(import.meta.dirname, '../../..')
const siteUrl = 'https://www.riverbendcamera.com'
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
const connectOrigins = ['https://abcdefghijklmnopqrst.supabase.co', 'https://api.emailjs.com']

const asRoot = process.getuid?.() === 0
const nobody = { uid: 65534, gid: 65534 }

let copy: string
let published: string
let netlify: { command: string; publish: string }
let relay: RelayProcess | undefined

/** `[build]`'s command and publish folder, read from the file Netlify reads. */
function netlifyBuild(toml: string): { command: string; publish: string } {
  const build = /^\[build\]\n([\s\S]*?)(?=^\[|(?![\s\S]))/m.exec(toml)?.[1] ?? ''
  const value = (key: string) => new RegExp(`^\\s*${key}\\s*=\\s*"([^"]*)"`, 'm').exec(build)?.[1] ?? ''
  return { command: value('command'), publish: value('publish') }
}

/** Runs a shell command in the copy as the host's build user would: not root. */
function runAsHost(command: string, variables: Record<string, string>) {
  const hostEnv = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: join(copy, '.home'),
    npm_config_cache: join(copy, '.home', 'npm-cache'),
    npm_config_update_notifier: 'false',
    CI: 'true',
    ...variables,
  }
  const [file, args] = asRoot
    ? ['runuser', ['-u', 'nobody', '--', 'env', ...Object.entries(hostEnv).map(([k, v]) => `${k}=${v}`), 'sh', '-c', command]]
    : ['sh', ['-c', command]]
  // As root, runuser starts the command with the host's environment alone.
  const env = asRoot ? { PATH: hostEnv.PATH } : hostEnv
  const result = spawnSync(file, args, { cwd: copy, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  if (result.error) throw result.error
  return result
}

/** The `_headers` file's rules: path pattern to its headers. */
function parseHeadersFile(text: string): Map<string, Map<string, string>> {
  const rules = new Map<string, Map<string, string>>()
  let current: Map<string, string> | undefined
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.startsWith('#')) continue
    if (!/^\s/.test(line)) {
      current = new Map()
      rules.set(line.trim(), current)
      continue
    }
    const at = line.indexOf(':')
    current?.set(line.slice(0, at).trim(), line.slice(at + 1).trim())
  }
  return rules
}

/** The file a static host answers an address from, given the published folder's layout. */
function servedFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`
}

beforeAll(async () => {
  copy = await mkdtemp(join(tmpdir(), 'static-hosts-'))
  for (const entry of [...projectFilesABuildReads, 'netlify.toml', '.node-version']) {
    await cp(join(root, entry), join(copy, entry), {
      recursive: true,
      filter: (source) => !source.includes(join('src', 'assets', 'generated')),
    })
  }
  await cp(join(root, 'test/fixtures/renamed-business/owner'), join(copy, 'owner'), { recursive: true })
  // The host installs node_modules itself, writable by its build user: here each package is linked
  // from the project's own, in a folder of the copy's, so caches the build writes there land in the copy.
  await mkdir(join(copy, 'node_modules'))
  for (const name of await readdir(join(root, 'node_modules'))) {
    if (name.startsWith('.')) continue
    await symlink(join(root, 'node_modules', name), join(copy, 'node_modules', name))
  }
  await mkdir(join(copy, '.home'))
  if (asRoot) {
    await chmod(copy, 0o755)
    // -h: the links into the project's node_modules change owner, not what they point at.
    const chowned = spawnSync('chown', ['-R', '-h', `${nobody.uid}:${nobody.gid}`, copy])
    if (chowned.status !== 0) throw new Error(`chown failed: ${String(chowned.stderr)}`)
  }
  netlify = netlifyBuild(await readFile(join(root, 'netlify.toml'), 'utf8'))
  const build = runAsHost(netlify.command, hostVariables)
  if (build.status !== 0) throw new Error(`${netlify.command} failed:\n${build.stdout}\n${build.stderr}`)
  published = join(copy, netlify.publish)
}, 600_000)

afterAll(async () => {
  await relay?.stop()
  if (copy) await rm(copy, { recursive: true, force: true })
})

describe('the site built as Netlify and Cloudflare Pages build it', () => {
  it("is built by netlify.toml's command into its publish folder, by a user who is not root", async () => {
    expect(netlify).toEqual({ command: 'npm run build:static', publish: 'dist/static' })
    expect(existsSync(join(published, 'index.html'))).toBe(true)
    if (asRoot) expect((await stat(join(published, '404.html'))).uid).toBe(nobody.uid)
    expect(await readFile(join(copy, '.node-version'), 'utf8')).toMatch(/^20\s*$/)
  })

  it('publishes every sitemap page where the hosts answer its address with 200, no folder index to redirect to', async () => {
    const sitemap = await readFile(join(published, 'sitemap.xml'), 'utf8')
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname)
    expect(paths.length).toBeGreaterThan(20)
    for (const path of paths) {
      const page = await readFile(join(published, servedFile(path)), 'utf8')
      expect(page, path).toContain(`<link rel="canonical" href="${siteUrl}${path === '/' ? '/' : path}"`)
      if (path !== '/') expect(existsSync(join(published, path.slice(1), 'index.html')), `${path}/index.html`).toBe(false)
    }
    // What only the relay serves, and the build's own files, stay out.
    expect(existsSync(join(published, 'app-shell.html'))).toBe(false)
    expect(existsSync(join(published, '.vite'))).toBe(false)
  })

  it('publishes the not-found page at the top, which both hosts answer unknown paths with, status 404', async () => {
    const notFound = await readFile(join(published, '404.html'), 'utf8')
    expect(notFound).toContain('Page Not Found')
    expect(notFound).toContain('<meta name="robots" content="noindex')
  })

  it("writes _headers with the relay's own security headers and a year's cache for hashed assets only", async () => {
    const rules = parseHeadersFile(await readFile(join(published, '_headers'), 'utf8'))
    expect([...rules.keys()]).toEqual(['/*', '/assets/*'])
    const everyPath = rules.get('/*')!
    expect(everyPath.get('Cache-Control')).toBeUndefined()
    expect(everyPath.get('Strict-Transport-Security')).toMatch(/^max-age=\d{8,}/)
    expect(rules.get('/assets/*')!.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    expect((await readdir(join(published, 'assets'))).some((name) => /-[\w-]{8}\.js$/.test(name))).toBe(true)

    // The relay, serving the same build with the same connect origins, sends the same values.
    relay = await startRelayProcess({
      SITE_DIR: join(copy, 'dist/client'),
      DATA_DIR: join(copy, 'relay-data'),
      SITE_URL: siteUrl,
      CSP_CONNECT_ORIGINS: connectOrigins.join(','),
      TRUST_PROXY: 'loopback',
    })
    const answer = await fetch(`${relay.baseUrl}/about`, { headers: { 'X-Forwarded-Proto': 'https' } })
    expect(answer.status).toBe(200)
    const csp = everyPath.get('Content-Security-Policy')
    expect(csp).toContain("script-src 'self' 'sha256-")
    expect(csp).toContain(`connect-src 'self' ${connectOrigins.join(' ')}`)
    for (const name of [
      'Content-Security-Policy',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'X-Frame-Options',
      'Permissions-Policy',
      'Cross-Origin-Opener-Policy',
      'Strict-Transport-Security',
    ])
      expect(everyPath.get(name), name).toBe(answer.headers.get(name))
    // A relay start is seconds of CPU, many more on a machine busy with other builds.
  }, 240_000)

  it('refuses a build whose quotes would go to a relay the static host does not run, naming the fix', () => {
    const refused = runAsHost('node --import tsx scripts/static-host.ts', { SITE_URL: siteUrl })
    expect(refused.status).toBe(1)
    expect(refused.stderr).toContain('VITE_QUOTE_STORE=supabase')
    expect(refused.stderr).toContain('docs/make-it-yours.md')
  })
})
