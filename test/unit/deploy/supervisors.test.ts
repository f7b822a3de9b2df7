import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { smtpTimeouts } from '../../../server/mail/smtp-mailer'

/**
 * What makes a stop clean under Docker and systemd: node itself receives the signal (no npm or
 * shell between the supervisor and the relay, which would die without passing it on), it runs
 * built JavaScript, not a TypeScript loader, as a user who is not root, and the supervisor waits
 * longer than the relay's own deadline for what is in flight. No container engine runs where
 * this project is built, so the Dockerfile is read, not run.
 */
const root = resolve(import.meta.dirname, '../../..')
const read = (file: string) => readFileSync(resolve(root, file), 'utf8')

interface Instruction {
  readonly keyword: string
  readonly args: string
}

interface Stage {
  readonly name: string
  readonly instructions: readonly Instruction[]
}

/** The Dockerfile's stages, each with its instructions (continuation lines joined, comments dropped). */
function dockerStages(text: string): Stage[] {
  const logical = text
    .split('\n')
    .filter((line) => !/^\s*#/.test(line))
    .join('\n')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
  const stages: { name: string; instructions: Instruction[] }[] = []
  for (const line of logical) {
    const [, keyword = '', args = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? []
    if (keyword.toUpperCase() === 'FROM') stages.push({ name: /\bAS\s+(\S+)/i.exec(args)?.[1] ?? '', instructions: [] })
    stages.at(-1)?.instructions.push({ keyword: keyword.toUpperCase(), args })
  }
  return stages
}

/** An exec-form (JSON array) argument list, or undefined for the shell form. */
function execForm(args: string): string[] | undefined {
  try {
    const parsed: unknown = JSON.parse(args)
    return Array.isArray(parsed) && parsed.every((item) => typeof item === 'string') ? parsed : undefined
  } catch {
    return undefined
  }
}

/** `npm run serve`'s node flags before its `--import tsx server/main.ts`. */
function serveFlags(): string[] {
  const serve = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts.serve ?? ''
  const [, ...args] = serve.trim().split(/\s+/)
  return args.slice(0, -3)
}

const withoutEnvFiles = (flags: readonly string[]) =>
  flags
    .filter((flag, at) => flag !== '--import' || flags[at + 1] !== './scripts/env-files.js')
    .filter((flag) => flag !== './scripts/env-files.js')

/** The relay's own deadline for what is in flight when it is told to stop (server/main.ts). */
const relayDrainSeconds = (2 * (smtpTimeouts.connectMs + smtpTimeouts.greetingMs + smtpTimeouts.socketMs)) / 1000

/** How a relay process is started must not hand the signal to something else first. */
function expectNodeRunsTheBundle(command: readonly string[], node: string, bundle: string): void {
  expect(command[0]).toBe(node)
  expect(command.at(-1)).toBe(bundle)
  for (const word of command) {
    expect(word).not.toMatch(/(^|\/)(npm|npx|sh|bash|tsx)$/)
    expect(word).not.toMatch(/\.tsx?$/)
  }
  expect(command.join(' ')).not.toMatch(/--(import|loader|require)[= ]tsx/)
}

describe('the Dockerfile', () => {
  const stages = dockerStages(read('Dockerfile'))
  const runtime = stages.at(-1)!
  const runtimeOf = (keyword: string) => runtime.instructions.filter((instruction) => instruction.keyword === keyword)

  it('builds in one stage with every dependency and runs from another with production packages only', () => {
    expect(stages.map((stage) => stage.name)).toEqual(['build', 'runtime'])
    const buildRuns = stages[0]!.instructions.filter((i) => i.keyword === 'RUN').map((i) => i.args)
    expect(buildRuns).toContain('npm ci')
    expect(buildRuns.some((run) => run.includes('npm run build') && run.includes('npm run build:relay'))).toBe(true)
    const runtimeRuns = runtimeOf('RUN').map((i) => i.args)
    expect(runtimeRuns.some((run) => /npm ci --omit=dev/.test(run))).toBe(true)
    // The run stage carries no TypeScript loader: the production install has none to remove.
    const lock = JSON.parse(read('package-lock.json')) as { packages: Record<string, { dev?: boolean }> }
    const installed = Object.entries(lock.packages)
      .filter(([, entry]) => entry.dev !== true)
      .map(([path]) => path)
    expect(installed.filter((path) => /node_modules\/(tsx|esbuild|@esbuild\/[^/]+)$/.test(path))).toEqual([])
    expect(runtimeRuns.join('\n')).not.toMatch(/rm -rf/)
    // It takes no node_modules from the build stage but the bundle.
    for (const copy of runtimeOf('COPY').map((i) => i.args))
      if (/node_modules/.test(copy))
        expect(copy).toMatch(
          /^--from=build( \/app\/node_modules\/\.cache\/relay-bundle\/(relay|leads)\.mjs)+ \.\/node_modules\/\.cache\/relay-bundle\/$/,
        )
  })

  it("runs node on the bundled relay as PID 1, in exec form, with `npm run serve`'s flags", () => {
    expect(runtimeOf('ENTRYPOINT')).toEqual([])
    const cmd = runtimeOf('CMD')
    expect(cmd).toHaveLength(1)
    const command = execForm(cmd[0]!.args)
    expect(command, 'CMD must be a JSON array: the shell form puts /bin/sh in front of node').toBeDefined()
    expectNodeRunsTheBundle(command!, 'node', 'node_modules/.cache/relay-bundle/relay.mjs')
    expect(command!.slice(1, -1)).toEqual(withoutEnvFiles(serveFlags()))
  })

  it('stops with SIGTERM, checks its health with node, and runs as a user who is not root', () => {
    expect(runtimeOf('STOPSIGNAL').map((i) => i.args)).toEqual(['SIGTERM'])
    const health = runtimeOf('HEALTHCHECK')
    expect(health).toHaveLength(1)
    const probe = execForm(health[0]!.args.replace(/^(--\S+\s+)*CMD\s+/, ''))
    expect(probe?.[0]).toBe('node')
    expect(probe?.join(' ')).toContain('/api/health')
    const users = runtimeOf('USER').map((i) => i.args)
    expect(users.at(-1)).toBeDefined()
    expect(users.at(-1)).not.toMatch(/^(root|0)(:|$)/)
    const at = (keyword: string) => runtime.instructions.findIndex((i) => i.keyword === keyword)
    expect(at('USER')).toBeLessThan(at('CMD'))
  })

  it('tells the owner to give the relay longer than its own deadline to stop', () => {
    const timeout = Number(/--stop-timeout (\d+)/.exec(read('Dockerfile'))?.[1])
    expect(timeout).toBeGreaterThan(relayDrainSeconds)
  })
})

describe('the systemd unit', () => {
  const unit = read('docs/deploy/security-site.service')
  const service = unit.slice(unit.indexOf('[Service]'), unit.indexOf('[Install]'))
  const settings = (name: string) => [...service.matchAll(new RegExp(`^${name}=(.*)$`, 'gm'))].map((match) => match[1]!.trim())

  it("starts node itself on the bundled relay, with `npm run serve`'s flags", () => {
    const [execStart, ...more] = settings('ExecStart')
    expect(more).toEqual([])
    const command = execStart!.split(/\s+/)
    expectNodeRunsTheBundle(command, '/usr/bin/node', '/srv/site/node_modules/.cache/relay-bundle/relay.mjs')
    expect(command.slice(1, -1)).toEqual(serveFlags())
    expect(settings('WorkingDirectory')).toEqual(['/srv/site'])
    expect(settings('User')).toEqual(['site'])
  })

  it("stops it with SIGTERM and waits longer than the relay's deadline", () => {
    expect(settings('KillSignal')).toEqual(['SIGTERM'])
    expect(settings('KillMode')).not.toContain('none')
    const [timeout] = settings('TimeoutStopSec')
    expect(Number(timeout)).toBeGreaterThan(relayDrainSeconds)
  })
})
