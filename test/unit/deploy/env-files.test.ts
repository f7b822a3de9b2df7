import { execFileSync } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { loadEnv } from 'vite'
import { afterEach, describe, expect, it } from 'vitest'

/**
 * The relay, `npm run leads` and the owner tools read the .env files through scripts/env-files.js
 * (`node --import ./scripts/env-files.js …`); the pages are built by Vite, which reads them itself.
 * A setting written in two of the files must reach both with the same value, or the pages and the
 * relay's mails would name two different addresses.
 */
const envFilesModule = pathToFileURL(resolve(import.meta.dirname, '../../../scripts/env-files.js')).href
const variable = 'ENV_FILES_ORDER_PROBE'
const viteFiles = ['.env', '.env.local', '.env.production', '.env.production.local']
let dir: string | undefined

afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true })
  dir = undefined
})

/** Every way of writing the setting into some of the four files: 15 of them. */
const subsets = Array.from({ length: 2 ** viteFiles.length - 1 }, (_, bits) =>
  viteFiles.filter((_, index) => ((bits + 1) >> index) & 1),
).map((files) => [files.join(' + '), files] as const)

/** The setting as a command started the way package.json starts them sees it. */
function seenByCommand(cwd: string): string {
  const env = { PATH: process.env.PATH ?? '' }
  const print = `process.stdout.write(process.env.${variable} ?? '')`
  return execFileSync(process.execPath, ['--import', envFilesModule, '-e', print], { cwd, env, encoding: 'utf8' })
}

describe('the .env files outside the build', () => {
  it.each(subsets)('give a setting written in %s the value Vite’s production build gives it', async (_, files) => {
    dir = await mkdtemp(join(tmpdir(), 'env-files-'))
    for (const file of files) await writeFile(join(dir, file), `${variable}=${file}\n`)
    const built = loadEnv('production', dir, variable)[variable]
    expect(built).toBeDefined()
    expect(seenByCommand(dir)).toBe(built)
  })
})
