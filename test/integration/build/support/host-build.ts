import { spawn, spawnSync, type ChildProcess, type SpawnSyncReturns } from 'node:child_process'
import { readdirSync, readlinkSync } from 'node:fs'
import { join, sep } from 'node:path'

/**
 * How Netlify and Cloudflare Pages build the owner's repository: on their own Node 20 images, as an
 * ordinary user, with the variables set in their dashboards. The build tests do the same in a copy
 * of the project, as `nobody` when the tests run as root.
 */
export const asRoot = process.getuid?.() === 0
export const nobody = { uid: 65534, gid: 65534 }

/** `[build]`'s command and publish folder, read from the file Netlify reads. */
export function netlifyBuild(toml: string): { command: string; publish: string } {
  const build = /^\[build\]\n([\s\S]*?)(?=^\[|(?![\s\S]))/m.exec(toml)?.[1] ?? ''
  const value = (key: string) => new RegExp(`^\\s*${key}\\s*=\\s*"([^"]*)"`, 'm').exec(build)?.[1] ?? ''
  return { command: value('command'), publish: value('publish') }
}

/** The program, arguments and environment that run a shell command in the copy as the host's build user would. */
function hostCommand(copy: string, command: string, variables: Record<string, string>) {
  const hostEnv = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: join(copy, '.home'),
    npm_config_cache: join(copy, '.home', 'npm-cache'),
    npm_config_update_notifier: 'false',
    CI: 'true',
    ...variables,
  }
  // As root, runuser starts the command with the host's environment alone.
  return asRoot
    ? {
        file: 'runuser',
        args: ['-u', 'nobody', '--', 'env', ...Object.entries(hostEnv).map(([k, v]) => `${k}=${v}`), 'sh', '-c', command],
        env: { PATH: hostEnv.PATH },
      }
    : { file: 'sh', args: ['-c', command], env: hostEnv }
}

/** Runs a shell command in the copy as the host's build user would, to its end. */
export function runAsHost(copy: string, command: string, variables: Record<string, string>): SpawnSyncReturns<string> {
  const { file, args, env } = hostCommand(copy, command, variables)
  const result = spawnSync(file, args, { cwd: copy, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  if (result.error) throw result.error
  return result
}

/** Starts a shell command in the copy as the host's build user would, and leaves it running. */
export function spawnAsHost(copy: string, command: string, variables: Record<string, string>): ChildProcess {
  const { file, args, env } = hostCommand(copy, command, variables)
  return spawn(file, args, { cwd: copy, env, stdio: ['ignore', 'pipe', 'pipe'] })
}

/**
 * Kills every process still working in the copy (its working directory inside it), however it
 * was started. `runuser` gives the command a session of its own and stops only its first child,
 * so an `npm start` stopped through it can leave its launcher and relay behind, and they would
 * outlive the test run. Linux shows each process's directory under /proc; elsewhere the tests
 * run as the user themselves and stop what they start.
 */
export function killProcessesIn(copy: string): void {
  let pids: string[]
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name))
  } catch {
    return
  }
  for (const pid of pids) {
    try {
      const cwd = readlinkSync(`/proc/${pid}/cwd`)
      if (cwd === copy || cwd.startsWith(copy + sep)) process.kill(Number(pid), 'SIGKILL')
    } catch {
      // Gone already, or not ours to read.
    }
  }
}
