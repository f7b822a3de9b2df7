import { spawn, type ChildProcess } from 'node:child_process'
import { testNodeFlags } from './test-node-flags'
import path from 'node:path'
import { freePort } from './free-port'
import { withTestMailboxes } from './test-mailboxes'
import { servedRelayCommand } from '../../scripts/launch/relay-command'

const root = path.resolve(import.meta.dirname, '../..')

export interface RelayProcess {
  readonly baseUrl: string
  readonly port: number
  readonly pid: number
  readonly output: () => string
  /** Resolves with the exit code (null when a signal ended it). */
  readonly exited: Promise<number | null>
  /** Sends a signal without waiting. */
  kill(signal: NodeJS.Signals): void
  /** Stops the relay gracefully (SIGTERM) and waits for it to exit. */
  stop(): Promise<void>
}

export interface SpawnRelayOptions {
  /** Its own process group, so a test can signal the whole group the way systemd stops a unit. */
  readonly detached?: boolean
  /** The file-creation mask the relay starts with (through `sh`), e.g. 0 to prove modes do not depend on it. */
  readonly umask?: number
  /** The relay's limit of open files (`ulimit -n`, through `sh`), e.g. to show it survives running short of them. */
  readonly fileLimit?: number
  /**
   * Exactly `npm run serve`'s V8 flags, without the tests' own (test-node-flags.ts): for a
   * benchmark, which measures the relay owners run.
   */
  readonly asServed?: boolean
  /**
   * Namespaces of its own, as in a container: `unshare` with these flags (e.g. `['-n']` for a
   * network of its own), the loopback brought up, and `host` as its host name when given.
   */
  readonly container?: { readonly unshare: readonly string[]; readonly host?: string }
}

/**
 * The relay's command line as `npm start` runs it: the bundle of server/main.ts with
 * `npm run serve`'s V8 flags (scripts/launch/relay-command.ts), and the tests' own flags after them, so
 * they win, unless `asServed`: what a test's short life wants (test-node-flags.ts).
 */
export async function relayCommand(options: Pick<SpawnRelayOptions, 'asServed'> = {}): Promise<string[]> {
  const [node, ...args] = await servedRelayCommand({ envFiles: false })
  const bundle = args.pop()
  return [node!, ...args, ...(options.asServed ? [] : testNodeFlags), bundle!]
}

/** Spawns the real relay entry point (server/main.ts) the way `npm start` does. */
export async function spawnRelay(
  env: Record<string, string>,
  port: number,
  options: SpawnRelayOptions = {},
): Promise<{ child: ChildProcess; output: () => string; exited: Promise<number | null> }> {
  const command = await relayCommand(options)
  const { container } = options
  const shellSteps = [
    ...(container?.host === undefined ? [] : [`hostname ${container.host}`]),
    ...(container === undefined ? [] : ['ip link set lo up']),
    ...(options.umask === undefined ? [] : [`umask ${options.umask.toString(8).padStart(3, '0')}`]),
    ...(options.fileLimit === undefined ? [] : [`ulimit -n ${options.fileLimit}`]),
  ]
  const shell = ['/bin/sh', '-c', `${shellSteps.join(' && ')} && exec "$0" "$@"`, ...command]
  const [file = '', ...args] =
    shellSteps.length === 0 ? command : container === undefined ? shell : ['unshare', ...container.unshare, ...shell]
  const child = spawn(file, args, {
    cwd: root,
    detached: options.detached ?? false,
    env: {
      ...process.env,
      DATABASE_URL: '',
      SMTP_URL: '',
      RATE_LIMIT_PER_MINUTE: '1000',
      // Every test's visitor is loopback, one source: the per-source share is tested on its own
      // (relay-abuse.test.ts); as large as the ceiling, it is no share at all.
      CONFIRMATIONS_PER_SOURCE_PER_HOUR: '100000',
      ...withTestMailboxes(env),
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return { child, output: () => output, exited }
}

const startLimitMs = 180_000

/**
 * Runs the relay as its own process on a free port (or the given one), with the given
 * environment on top of the defaults, and waits until it answers its health check.
 */
export async function startRelayProcess(
  env: Record<string, string>,
  options: { port?: number } & SpawnRelayOptions = {},
): Promise<RelayProcess> {
  const port = options.port ?? (await freePort())
  const { child, output, exited } = await spawnRelay(env, port, options)

  const baseUrl = `http://127.0.0.1:${port}`
  // A start is about 5 s of CPU; on a two-core host shared with other builds and browsers it has
  // taken over a minute, and a slow start is no failure of the relay.
  const deadline = Date.now() + startLimitMs
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The relay exited early:\n${output()}`)
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`The relay did not start in ${startLimitMs / 1000} s:\n${output()}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 150))
  }

  return {
    baseUrl,
    port,
    pid: child.pid ?? 0,
    output,
    exited,
    kill(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}
