/**
 * The relay as one JavaScript file: `npm start` runs it, and so do the tests that start relays.
 * It starts on much less CPU than the relay's TypeScript through tsx; why and how is decision
 * 0024 (docs/decisions/0024-the-relay-runs-bundled.md).
 */
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { chmod, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, type Plugin } from 'esbuild'

const root = fileURLToPath(new URL('../..', import.meta.url))

/** Where bundles are kept: node_modules/.cache, so `npm ci` starts afresh and packages resolve from the bundle. */
export const relayBundleDir = path.join(root, 'node_modules', '.cache', 'relay-bundle')

/** Rewrites `import.meta.url` in the project's own sources to their file's. */
function ownLocation(outdir: string): Plugin {
  return {
    name: 'own-location',
    setup(build) {
      build.onLoad({ filter: /\.(ts|tsx|mts|js|mjs)$/ }, async (args) => {
        if (args.path.split(path.sep).includes('node_modules')) return undefined
        const source = await readFile(args.path, 'utf8')
        if (!source.includes('import.meta.')) return undefined
        // Only the URL is rewritten: a bundled file asking for its folder another way would get the bundle's.
        if (/import\.meta\.(dirname|filename)/.test(source))
          throw new Error(`${path.relative(root, args.path)}: use new URL(…, import.meta.url) here, which the relay's bundle keeps.`)
        const fromBundle = path.relative(outdir, args.path).split(path.sep).join('/')
        const contents = source.replaceAll('import.meta.url', `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`)
        const extension = path.extname(args.path).slice(1)
        const loader = extension === 'tsx' ? 'tsx' : extension === 'ts' || extension === 'mts' ? 'ts' : 'js'
        return { contents, loader }
      })
    },
  }
}

const made = new Map<string, Promise<string>>()

/**
 * The bundle of `entry` (a path from the project root, e.g. server/main.ts), made once per
 * process from the sources as they are now; resolves with its absolute path. Bundles are named by
 * their content and written under a temporary name, then renamed, so processes bundling at once
 * never run half a file.
 */
export function relayBundle(entry = 'server/main.ts'): Promise<string> {
  let bundle = made.get(entry)
  if (!bundle) {
    bundle = makeBundle(entry)
    made.set(entry, bundle)
    bundle.catch(() => made.delete(entry))
  }
  return bundle
}

async function makeBundle(entry: string): Promise<string> {
  // The relay runs this file: owner-only, like everything else the relay writes (decision 0014),
  // whatever the umask `npm start` runs under, and a folder an older version left open is closed.
  await mkdir(relayBundleDir, { recursive: true, mode: 0o700 })
  await chmod(relayBundleDir, 0o700)
  const result = await build({
    entryPoints: [path.join(root, entry)],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    write: false,
    outdir: relayBundleDir,
    logLevel: 'silent',
    plugins: [ownLocation(relayBundleDir)],
  })
  const output = result.outputFiles[0]
  if (!output) throw new Error(`Bundling ${entry} produced nothing.`)
  const hash = createHash('sha256').update(output.contents).digest('hex').slice(0, 16)
  const file = path.join(relayBundleDir, `${path.basename(entry).replace(/\.[^.]+$/, '')}-${hash}.mjs`)
  if (!existsSync(file)) {
    const temporary = `${file}.${process.pid}.tmp`
    try {
      await writeFile(temporary, output.contents, { mode: 0o600 })
      await rename(temporary, file)
    } finally {
      await rm(temporary, { force: true })
    }
  }
  await chmod(file, 0o600)
  return file
}
