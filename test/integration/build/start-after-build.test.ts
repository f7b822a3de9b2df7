import { spawn } from 'node:child_process'
import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { seededDataDir } from '../../support/seeded-data-dir'

const root = path.resolve(import.meta.dirname, '../../..')
const cleanups: (() => Promise<unknown>)[] = []

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined)
})

function run(command: string, args: string[], env: Record<string, string>, until?: string) {
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  cleanups.push(async () => child.kill('SIGKILL'))
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    if (until)
      child.stdout.on('data', () => {
        if (output.includes(until)) child.kill('SIGTERM')
      })
    child.once('exit', (code) => resolve({ code, output }))
  })
}

describe('npm start right after npm run build', () => {
  it('builds nothing again when the variables are the same, and neither prints a warning from Vite', async () => {
    // Inside the project, so the prerender resolves the site's packages from node_modules.
    await mkdir(path.join(root, 'node_modules', '.cache'), { recursive: true })
    const work = await mkdtemp(path.join(root, 'node_modules', '.cache', 'start-after-build-'))
    cleanups.push(() => rm(work, { recursive: true, force: true }))
    const dataDir = await seededDataDir('start-after-build-data-')
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }))
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      DIST_DIR: path.join(work, 'dist'),
      SITE_DIR: path.join(work, 'dist', 'client'),
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      OWNER_EMAIL: 'owner.desk@installer.internal',
    }
    const built = await run('npm', ['run', 'build'], env)
    expect(built.code, built.output).toBe(0)
    expect(built.output).not.toContain('configLoader')

    const started = await run('npm', ['start'], env, 'Site ready')
    expect(started.output).toContain('not rebuilding')
    expect(started.output).not.toContain('Sources changed')
    expect(started.output).not.toContain('configLoader')
  }, 600_000)
})
