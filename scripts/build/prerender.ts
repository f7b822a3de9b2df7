/**
 * Writes a static HTML file for every route (docs/decisions/0003-prerender-every-route.md):
 * dist/client/<path>/index.html, plus 404.html for unknown paths, app-shell.html (an empty page
 * the relay serves for valid routes that were not prerendered), sitemap.xml and robots.txt.
 *
 * `node --import tsx scripts/build/prerender.ts /about /case-studies/retail-loss-prevention` writes only
 * the pages named (the sitemap still lists every page): for a check of a few pages, where the
 * other 290 would take most of a minute on a busy machine.
 */
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { deferAppStart, entryUrl, routeChunks, startChunks, type BuildManifest } from '../../src/startup/deferred-start'
import { inlineIconSymbols } from '../../src/startup/inline-icon-symbols'
import type { RenderedPage } from '../../src/entry-server'
import { keepAppShell } from './app-shell'
import { minifyInlineScripts } from './minify-inline-scripts'
import { pageLoaderCode } from './page-loader-code'
import { inlineScriptHashesFile, scanInlineScriptHashes } from '../../server/http/security-headers'

const distDir = process.env.DIST_DIR ?? 'dist'
const clientDir = resolve(distDir, 'client')
const serverEntry = resolve(distDir, 'server', 'entry-server.js')

interface ServerEntry {
  renderPage(url: string): Promise<RenderedPage>
  prerenderPaths(): readonly string[]
  sitemapXml(paths: readonly string[], lastModified: string): string
  robotsTxt(): string
}

/** The day the sources last changed (the last commit's date), or today outside a git checkout. */
function lastChangeDate(): string {
  try {
    return execFileSync('git', ['log', '-1', '--format=%cs'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
  } catch {
    return new Date().toISOString().slice(0, 10)
  }
}

/** The icon sprite the build drew (scripts/build/icon-sprite.ts): pages carry the symbols they use. */
const iconSpriteFile = resolve(import.meta.dirname, '../../src/assets/generated/icons.svg')

interface PageParts {
  readonly entry: string
  readonly loader: string
  readonly sprite: string
}

/** A rendered page as published: its scripts started after it has loaded, its icons' symbols in it. */
function publishedPage(parts: PageParts, html: string, chunks: readonly string[]): string {
  return inlineIconSymbols(
    deferAppStart(minifyInlineScripts(html), parts.loader, { entry: parts.entry, chunks: [...chunks] }),
    parts.sprite,
  )
}

/**
 * The server render names the stylesheet and the font by its own build's file names: the
 * browser's build must have made the same files, or every page would link one that is not there.
 */
function checkLinkedAssets(html: string): void {
  const missing = [...html.matchAll(/<link [^>]*href="(\/assets\/[^"]+)"/g)]
    .map(([, href]) => href!)
    .filter((href) => !existsSync(join(clientDir, href)))
  if (missing.length > 0)
    throw new Error(
      `The pages link ${missing.join(', ')}, which the browser's build did not write to ${clientDir}: the two builds read different sources. Run \`npm run build\` again.`,
    )
}

function fileFor(path: string): string {
  return path === '/' ? join(clientDir, 'index.html') : join(clientDir, path, 'index.html')
}

async function main() {
  const started = performance.now()
  await keepAppShell(clientDir)
  const entry = (await import(pathToFileURL(serverEntry).href)) as ServerEntry
  const manifest = JSON.parse(await readFile(join(clientDir, '.vite', 'manifest.json'), 'utf8')) as BuildManifest
  const chunks = startChunks(manifest)
  const parts: PageParts = { entry: entryUrl(manifest), loader: pageLoaderCode(), sprite: await readFile(iconSpriteFile, 'utf8') }

  const notFound = await entry.renderPage('/__this-path-does-not-exist__')
  if (notFound.status !== 404) throw new Error('The not-found page did not render with status 404.')
  checkLinkedAssets(notFound.html)
  await writeFile(join(clientDir, '404.html'), publishedPage(parts, notFound.html, chunks))

  const paths = entry.prerenderPaths()
  const named = process.argv.slice(2)
  const unknown = named.filter((path) => !paths.includes(path))
  if (unknown.length > 0) throw new Error(`Not pages of this site: ${unknown.join(', ')}. Name pages as their addresses, such as /about.`)
  for (const path of named.length > 0 ? named : paths) {
    const page = await entry.renderPage(path)
    if (page.status !== 200) throw new Error(`Prerendering ${path} gave status ${page.status}.`)
    const file = fileFor(path)
    await mkdir(dirname(file), { recursive: true })
    await writeFile(file, publishedPage(parts, page.html, [...chunks, ...routeChunks(manifest, page.routeIds, page.params)]))
  }
  await writeFile(join(clientDir, 'sitemap.xml'), entry.sitemapXml(paths, lastChangeDate()))
  await writeFile(join(clientDir, 'robots.txt'), entry.robotsTxt())
  await writeFile(join(clientDir, inlineScriptHashesFile), `${JSON.stringify(await scanInlineScriptHashes(clientDir))}\n`)
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(`prerendered ${named.length || paths.length} routes, 404.html, sitemap.xml and robots.txt in ${seconds} s`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
