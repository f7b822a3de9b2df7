/**
 * `npm start`: builds the site only when its sources changed since the last build (the
 * fingerprint `npm run build` records, scripts/build/build-fingerprint.ts), then runs the relay
 * and prints the address once the site answers. A second start with nothing changed skips the
 * build and is ready in a few seconds.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { fallbackSiteUrl, parseSiteUrl } from '../../src/config/site-url'
import { distDirOf, fingerprintFileOf, sourcesFingerprint } from '../build/build-fingerprint'
import { servedRelayCommand } from './relay-command'

const root = resolve(import.meta.dirname, '../..')
const distDir = distDirOf(root)
const fingerprintFile = fingerprintFileOf(distDir)

/** The origin the built site was made for, from its robots.txt (every build writes one), if any. */
function builtSiteUrl(): string | undefined {
  const robots = join(distDir, 'client', 'robots.txt')
  if (!existsSync(robots)) return undefined
  const sitemap = /^Sitemap:\s*(\S+)\s*$/m.exec(readFileSync(robots, 'utf8'))?.[1]
  return sitemap && URL.canParse(sitemap) ? new URL(sitemap).origin : undefined
}

/**
 * SITE_URL as the production build will see it: the environment first, then the .env files in
 * Vite's order (.env.production.local, .env.production, .env.local, .env). Read here without
 * loading Vite, which would add most of a second to every start.
 */
function configuredSiteUrl(): string | undefined {
  if (process.env.SITE_URL?.trim()) return process.env.SITE_URL.trim()
  for (const file of ['.env.production.local', '.env.production', '.env.local', '.env']) {
    const full = join(root, file)
    if (!existsSync(full)) continue
    const line = /^\s*(?:export\s+)?SITE_URL\s*=\s*(.*)$/m.exec(readFileSync(full, 'utf8'))?.[1]
    const value = line
      ?.replace(/\s+#.*$/, '')
      .trim()
      .replace(/^(['"])(.*)\1$/, '$2')
    if (value) return value
  }
  return undefined
}

/**
 * Keeps the built site's origin when this shell gives none (SITE_URL unset here and in the .env
 * files): otherwise a start without the variable would quietly rebuild the public site with
 * canonical links, sitemap and mails pointing at the placeholder domain.
 */
function keepBuiltSiteUrl(): void {
  if (configuredSiteUrl()) return
  const built = builtSiteUrl()
  if (!built || built === fallbackSiteUrl) return
  try {
    process.env.SITE_URL = parseSiteUrl(built)
  } catch (error) {
    console.error(
      `The site in ${relative(root, distDir) || distDir} was built for ${built}, which is not a valid SITE_URL now ` +
        `(${error instanceof Error ? error.message : String(error)}). Set SITE_URL in .env (see .env.example) and run npm start again.`,
    )
    process.exit(1)
  }
  console.log(`SITE_URL is not set: keeping ${built}, the address the site was built for. Set SITE_URL in .env to change it.`)
}

/**
 * npm as `npm start` was run: through the npm that started us when npm says which (any OS),
 * otherwise `npm` on PATH, which on Windows is a .cmd script and needs a shell.
 */
const npmCli = process.env.npm_execpath
const runsNpmThroughShell = !npmCli && process.platform === 'win32'
function npm(args: string[]): [string, string[]] {
  return npmCli ? [process.execPath, [npmCli, ...args]] : ['npm', args]
}

/** The fingerprint of the sources when the last build is still theirs; undefined when it is. */
function changedSources(): string | undefined {
  const started = performance.now()
  const current = sourcesFingerprint(root)
  const built = existsSync(fingerprintFile) ? readFileSync(fingerprintFile, 'utf8').trim() : ''
  if (built === current && existsSync(join(distDir, 'client', 'index.html'))) {
    console.log(`Site is up to date (checked in ${Math.round(performance.now() - started)} ms); not rebuilding.`)
    return undefined
  }
  console.log(built ? 'Sources changed since the last build: building the site…' : 'No build yet: building the site (about 30 s)…')
  return current
}

async function build(current: string): Promise<void> {
  const started = performance.now()
  // The embedded database's first files (initdb, seconds of CPU) are made while the site builds.
  const databaseTemplate = process.env.DATABASE_URL?.trim()
    ? undefined
    : import('../../server/stores/pglite-files').then(({ ensurePgliteTemplate }) => ensurePgliteTemplate()).catch(() => undefined)
  const result = spawnSync(...npm(['run', '--silent', 'build']), { cwd: root, stdio: 'inherit', shell: runsNpmThroughShell })
  if (result.status !== 0) process.exit(result.status ?? 1)
  writeFileSync(fingerprintFile, `${current}\n`)
  console.log(`Built in ${((performance.now() - started) / 1000).toFixed(1)} s.`)
  await databaseTemplate
}

/**
 * Runs the relay (node itself, without npm in between) as `npm run serve` would, bundled
 * (decision 0024), and prints the address it listens on once it says so. However this launcher
 * is stopped, the relay stops cleanly: signals are passed on, and a parent that goes stops it too
 * (decision 0034).
 */
async function serve(): Promise<ChildProcess> {
  console.log('Starting the relay…')
  const [node, ...args] = await servedRelayCommand()
  const relay = spawn(node!, args, { cwd: root, stdio: ['inherit', 'inherit', 'inherit', 'ipc'] })
  relay.on('message', (message: { relay?: string; url?: string }) => {
    if (message.relay !== 'listening' || !message.url) return
    const shown = message.url.replace('//0.0.0.0:', '//localhost:')
    console.log(`\n  Site ready: ${shown}   (Ctrl+C stops it)\n`)
  })
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => relay.kill(signal))
  const parent = process.ppid
  const parentWatch = setInterval(() => {
    if (process.ppid === parent) return
    clearInterval(parentWatch)
    relay.kill('SIGTERM')
  }, 500)
  relay.on('exit', (code, signal) => {
    clearInterval(parentWatch)
    process.exit(code ?? (signal ? 0 : 1))
  })
  return relay
}

/** The owner's files checked as a build would, with the notice of what is still the demo's. */
async function checkOwnerFiles(): Promise<boolean> {
  const { gateOwnerProfile, ownerStartNotice } = await import('../build/owner-profile-gate')
  try {
    const notice = ownerStartNotice(gateOwnerProfile(process.env.SITE_URL, root))
    if (notice) console.log(notice)
    return true
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error))
    return false
  }
}

console.log(`${relative(process.cwd(), root) || '.'}: checking whether the site needs a build…`)
keepBuiltSiteUrl()
const changed = changedSources()
if (changed === undefined) {
  // Nothing to build: the relay starts at once, and the owner's files are read while it does.
  const relay = await serve()
  if (!(await checkOwnerFiles())) {
    relay.removeAllListeners('exit')
    relay.kill('SIGTERM')
    process.exitCode = 1
  }
} else {
  if (!(await checkOwnerFiles())) process.exit(1)
  await build(changed)
  await serve()
}
