import { spawn, spawnSync } from 'node:child_process'
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * The guide tells an owner to write SITE_URL (and the relay's settings) into .env.local once.
 * Every command that needs them must then read them there, as `npm run build` (through Vite)
 * always has. This runs the commands through npm, as the owner types them, in a copy of the project.
 */
const root = resolve(import.meta.dirname, '../../..')
const projectFiles = ['src', 'scripts', 'server', 'owner', 'supabase', 'package.json', 'tsconfig.json']

let copy: string

function npmRun(script: string, args: readonly string[] = [], env: Record<string, string> = {}) {
  // Only what a terminal has: none of this test runner's own variables.
  const base = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' }
  return spawnSync('npm', ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])], {
    cwd: copy,
    env: { ...base, ...env },
    encoding: 'utf8',
    timeout: 120_000,
  })
}

/** `npm run serve` in a process group of its own, so a relay that did start is stopped whole. */
function npmServe(timeoutMs: number): Promise<{ status: number | null; stderr: string }> {
  return new Promise((done) => {
    const child = spawn('npm', ['run', '--silent', 'serve'], {
      cwd: copy,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' },
      detached: true,
    })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    const timer = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), timeoutMs)
    child.on('exit', (status) => {
      clearTimeout(timer)
      done({ status, stderr })
    })
  })
}

beforeAll(async () => {
  copy = await mkdtemp(join(tmpdir(), 'env-files-'))
  for (const entry of projectFiles) await cp(join(root, entry), join(copy, entry), { recursive: true })
  await symlink(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir')
})

afterAll(async () => {
  if (copy) await rm(copy, { recursive: true, force: true })
})

describe('settings written in .env.local', () => {
  it('npm run emailjs:templates signs the templates with the SITE_URL from .env.local, which wins over .env and loses to the terminal', async () => {
    await writeFile(join(copy, '.env'), 'SITE_URL=https://www.from-dot-env.com\n')
    await writeFile(join(copy, '.env.local'), 'SITE_URL=https://www.blueridgesentinel.com\n')
    const result = npmRun('emailjs:templates')
    expect(result.stderr).toBe('')
    expect(result.status).toBe(0)
    const html = await readFile(join(copy, 'dist/emailjs-templates/confirmation.html'), 'utf8')
    expect(html).toContain('<a href="https://www.blueridgesentinel.com">https://www.blueridgesentinel.com</a>')
    expect(html).not.toContain('www.example.com')
    expect(html).not.toContain('www.from-dot-env.com')
    expect(npmRun('emailjs:templates', [], { SITE_URL: 'https://www.from-terminal.com' }).status).toBe(0)
    expect(await readFile(join(copy, 'dist/emailjs-templates/confirmation.html'), 'utf8')).toContain('https://www.from-terminal.com')
    await rm(join(copy, '.env'))
    // Two commands through npm: most of a minute on a two-core host shared with other work.
  }, 120_000)

  it('npm run serve reads the relay’s settings from .env.local, and refuses the guide’s example address there', async () => {
    await writeFile(
      join(copy, '.env.local'),
      [
        'SITE_URL=https://www.blueridgesentinel.com',
        'SMTP_URL=smtp://user:pw@smtp.mail-host.net:587',
        'OWNER_EMAIL=you@your-domain.com',
        'MAIL_FROM=no-reply@blueridgesentinel.com',
        'HOST=127.0.0.1',
        'PORT=0',
        `DATA_DIR=${join(copy, 'data')}`,
      ].join('\n'),
    )
    const result = await npmServe(60_000)
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('OWNER_EMAIL: "you@your-domain.com"')
    expect(result.stderr).toContain('.env.local')
  }, 90_000)

  it('npm run leads reads the store’s settings from .env.local', async () => {
    // A wrong DATABASE_URL there is named before any database is opened: proof it was read, in a second.
    await writeFile(join(copy, '.env.local'), 'DATABASE_URL=mysql://leads.internal/site\n')
    const result = npmRun('leads', ['--format', 'csv'])
    expect(result.status).toBe(1)
    expect(result.stderr).toMatch(/^ {2}DATABASE_URL: must be a URL like postgres:/m)
  })
})
