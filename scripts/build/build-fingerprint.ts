/**
 * What a build was made from, so `npm start` rebuilds only when that changed: the build's inputs
 * (file paths and contents) and the variables the build reads. `npm run build` records it
 * itself, taken before its first step and kept only once its last step has succeeded, so a start
 * right after a build with the same variables does not build again (issue 33), and a source
 * changed while the build ran is not taken for built.
 *
 *   node --import ./scripts/env-files.js --import tsx scripts/build/build-fingerprint.ts begin
 *   …the build…
 *   node --import tsx scripts/build/build-fingerprint.ts end
 */
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const projectRoot = fileURLToPath(new URL('../..', import.meta.url))

/** Everything `npm run build` reads. Generated files under src/assets/generated are outputs, not inputs. */
const inputs = [
  'owner',
  'src',
  'public',
  'scripts',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  '.env',
  '.env.local',
  '.env.production',
  '.env.production.local',
]
const skipped = new Set([join('src', 'assets', 'generated')])

function filesUnder(root: string, path: string): string[] {
  const full = join(root, path)
  if (!existsSync(full) || skipped.has(path)) return []
  if (!statSync(full).isDirectory()) return [path]
  return readdirSync(full)
    .sort()
    .flatMap((name) => filesUnder(root, join(path, name)))
}

/** The build's output folder, as vite.config.ts names it. */
export function distDirOf(root: string = projectRoot, env: NodeJS.ProcessEnv = process.env): string {
  return resolve(root, env.DIST_DIR ?? 'dist')
}

/** Where the fingerprint of the last successful build is kept. */
export function fingerprintFileOf(distDir: string): string {
  return join(distDir, '.build-fingerprint')
}

export function sourcesFingerprint(root: string = projectRoot, env: NodeJS.ProcessEnv = process.env): string {
  const hash = createHash('sha256')
  for (const file of inputs.flatMap((input) => filesUnder(root, input)))
    hash
      .update(`${file}\0`)
      .update(readFileSync(join(root, file)))
      .update('\0')
  const buildVariables = Object.entries(env)
    .filter(([name]) => name.startsWith('VITE_') || name === 'SITE_URL' || name === 'DIST_DIR')
    .sort(([a], [b]) => a.localeCompare(b))
  hash.update(JSON.stringify(buildVariables))
  return hash.digest('hex')
}

const step = process.argv[2]
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const distDir = distDirOf()
  const recorded = fingerprintFileOf(distDir)
  const pending = `${recorded}.pending`
  if (step === 'begin') {
    // Until the build ends well, no build is recorded as current.
    rmSync(recorded, { force: true })
    mkdirSync(distDir, { recursive: true })
    writeFileSync(pending, `${sourcesFingerprint()}\n`)
  } else if (step === 'end') {
    if (existsSync(pending)) renameSync(pending, recorded)
  } else {
    console.error('Usage: build-fingerprint.ts begin|end')
    process.exit(2)
  }
}
