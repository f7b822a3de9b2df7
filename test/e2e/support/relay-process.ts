import { spawn, type ChildProcess } from 'node:child_process'
import { freePort } from '../../support/free-port'

export interface RelayProcess {
  readonly baseUrl: string
  readonly output: () => string
  /** Stops the relay gracefully (SIGTERM) and waits for it to exit. */
  stop(): Promise<void>
}

/**
 * Runs the real relay entry point (server/main.ts) as its own process on a free port, the way
 * `npm start` does, with the given environment on top of the defaults.
 */
export async function startRelayProcess(env: Record<string, string>): Promise<RelayProcess> {
  const port = await freePort()
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, DATABASE_URL: '', SMTP_URL: '', RATE_LIMIT_PER_MINUTE: '1000', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))

  const baseUrl = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The relay exited early:\n${output}`)
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`The relay did not start in 60 s:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 150))
  }

  return {
    baseUrl,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}
