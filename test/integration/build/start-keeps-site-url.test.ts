import { spawn, spawnSync } from 'node:child_process'
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { seededDataDir } from '../../support/seeded-data-dir'

const root = path.resolve(import.meta.dirname, '../../..')
const cleanups: (() => Promise<unknown>)[] = []

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined)
})

/**
 * `npm` as `npm start` calls it to build, standing in for the build: it writes a site for the
 * SITE_URL it is given (as the real build does, into robots.txt) and logs each call with it.
 */
const standInNpm = `#!/bin/sh
printf '%s|%s\\n' "\${SITE_URL-}" "$*" >> "$NPM_CALLS"
mkdir -p "$DIST_DIR/client"
echo '<!doctype html>' > "$DIST_DIR/client/index.html"
printf 'User-agent: *\\nAllow: /\\n\\nSitemap: %s/sitemap.xml\\n' "\${SITE_URL:-https://www.example.com}" > "$DIST_DIR/client/robots.txt"
`

/**
 * `npm start` until it has decided whether to build, built, and begun to start the relay: what it
 * keeps and builds is settled by then, and a relay start (seconds of CPU) would prove nothing here.
 */
async function runStart(env: Record<string, string>): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/launch/start.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  cleanups.push(async () => {
    child.kill('SIGKILL')
    await exited
  })
  // Stopped on the line itself, or left to exit: no polling.
  await new Promise<void>((resolve) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('Starting the relay')) resolve()
    }
    child.stdout.on('data', read)
    child.stderr.on('data', read)
    void exited.then(resolve)
  })
  child.kill('SIGTERM')
  await exited
  return output
}

describe('npm start and the SITE_URL the site was built for', () => {
  it('keeps the built SITE_URL when the variable is missing, rather than rebuilding for the placeholder domain', async () => {
    const work = await mkdtemp(path.join(os.tmpdir(), 'start-site-url-'))
    cleanups.push(() => rm(work, { recursive: true, force: true }))
    const bin = path.join(work, 'bin')
    const dist = path.join(work, 'dist')
    const calls = path.join(work, 'npm-calls.log')
    await mkdir(bin)
    await writeFile(path.join(bin, 'npm'), standInNpm)
    await chmod(path.join(bin, 'npm'), 0o755)
    const dataDir = await seededDataDir('start-site-url-data-')
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }))
    const env: Record<string, string> = {
      PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}`,
      HOME: process.env.HOME ?? '',
      DIST_DIR: dist,
      SITE_DIR: path.join(dist, 'client'),
      NPM_CALLS: calls,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      OWNER_EMAIL: 'owner.desk@installer.internal',
    }
    const built = 'http://localhost:8321'

    // The owner built the site for their address once (`npm run build`, as `npm start` runs it),
    // and the sources have changed since.
    const firstBuild = spawnSync(path.join(bin, 'npm'), ['run', '--silent', 'build'], { env: { ...env, SITE_URL: built } })
    expect(firstBuild.status).toBe(0)
    await writeFile(path.join(dist, '.build-fingerprint'), 'sources changed since\n')
    await writeFile(calls, '')

    const output = await runStart(env)
    const builds = (await readFile(calls, 'utf8')).split('\n').filter((line) => line.endsWith('run --silent build'))
    expect(builds, output).toEqual([`${built}|run --silent build`])
    expect(output).toContain(`keeping ${built}`)
    expect(await readFile(path.join(dist, 'client', 'robots.txt'), 'utf8')).toContain(`${built}/sitemap.xml`)

    // Nothing changed now: the same start without SITE_URL builds nothing.
    await writeFile(calls, '')
    const again = await runStart(env)
    expect(
      (await readFile(calls, 'utf8')).split('\n').filter((line) => line.endsWith('run --silent build')),
      again,
    ).toEqual([])
    expect(again).toContain('not rebuilding')
  }, 180_000)
})
