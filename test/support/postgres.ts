import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { chown, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { freePort } from './free-port'

export interface RunningPostgres {
  /** Connection URL of the database created for the caller (user postgres, no password). */
  readonly url: string
  readonly port: number
  /** Creates another empty database on the same server and returns its URL. */
  createDatabase(name: string): Promise<string>
  /** Freezes every process of the server with SIGSTOP: it accepts connections and never answers. */
  freeze(): Promise<void>
  /** Lets a frozen server run again (SIGCONT). */
  thaw(): Promise<void>
  /** Stops the server and deletes its files. */
  stop(): Promise<void>
}

export interface StartPostgresOptions {
  /** Name of the database to create; `test` unless given. */
  readonly database?: string
  /**
   * Stopped, and its files removed, by a watcher process once this process is gone, however it
   * ends: for a server no test stops, which a test worker killed at its end would leave running.
   */
  readonly stopsWithThisProcess?: boolean
}

const missingBinaries =
  'PostgreSQL server binaries (initdb, postgres) were not found. Run `bash scripts/testing/ensure-system-deps.sh` to install them.'

function findBinDir(): string {
  const candidates: string[] = []
  try {
    candidates.push(execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim())
  } catch {
    // pg_config is absent when only the server package is installed; try the Debian path.
  }
  candidates.push('/usr/lib/postgresql/15/bin')
  const found = candidates.find((dir) => existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'postgres')))
  if (!found) throw new Error(missingBinaries)
  return found
}

/** initdb and postgres refuse to run as root, so root runs them as the postgres user. */
function asServerUser(): { prefix: string[]; uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return { prefix: [] }
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim())
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim())
  return { prefix: ['runuser', '-u', 'postgres', '--'], uid, gid }
}

function run(command: readonly string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const [file, ...args] = command
    const child = spawn(file as string, args, { stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.once('error', reject)
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command.join(' ')} exited with ${code}:\n${output}`))))
  })
}

async function waitUntilReady(adminUrl: string, server: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 30_000
  let lastError: unknown
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`postgres exited with ${server.exitCode}:\n${log()}`)
    const client = new pg.Client({ connectionString: adminUrl })
    try {
      await client.connect()
      await client.query('select 1')
      await client.end()
      return
    } catch (error) {
      lastError = error
      await client.end().catch(() => undefined)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  throw new Error(`postgres did not accept connections within 30 s: ${String(lastError)}\n${log()}`)
}

let template: Promise<string> | undefined

/**
 * A fresh cluster's files, made by initdb once per test process and copied for each server:
 * initdb is two seconds of CPU and several of waiting, a copy a tenth of that, and every server
 * still starts from files no other server has touched.
 */
function clusterTemplate(binDir: string, user: ReturnType<typeof asServerUser>): Promise<string> {
  template ??= (async () => {
    const baseDir = await mkdtemp(path.join(os.tmpdir(), 'pg-template-'))
    process.once('exit', () => rmSync(baseDir, { recursive: true, force: true }))
    if (user.uid !== undefined && user.gid !== undefined) await chown(baseDir, user.uid, user.gid)
    const dataDir = path.join(baseDir, 'data')
    await run([
      ...user.prefix,
      path.join(binDir, 'initdb'),
      '-D',
      dataDir,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--locale=C',
      '--no-sync',
    ])
    return dataDir
  })()
  // A failed initdb is not kept: the next server tries again and reports its own error.
  template.catch(() => (template = undefined))
  return template
}

/**
 * Starts a throwaway PostgreSQL server on a free loopback port with its data and socket in a
 * fresh temporary directory; `stop()` shuts it down and removes everything.
 */
export async function startPostgres(options: StartPostgresOptions = {}): Promise<RunningPostgres> {
  const binDir = findBinDir()
  const user = asServerUser()
  const baseDir = await mkdtemp(path.join(os.tmpdir(), 'pg-test-'))
  const dataDir = path.join(baseDir, 'data')
  const socketDir = path.join(baseDir, 'socket')
  await mkdir(socketDir)
  if (user.uid !== undefined && user.gid !== undefined) {
    await chown(baseDir, user.uid, user.gid)
    await chown(socketDir, user.uid, user.gid)
  }

  await run(['cp', '-a', await clusterTemplate(binDir, user), dataDir])

  const port = await freePort()
  const server = spawn(
    user.prefix[0] ?? path.join(binDir, 'postgres'),
    [
      ...user.prefix.slice(1),
      ...(user.prefix.length > 0 ? [path.join(binDir, 'postgres')] : []),
      '-D',
      dataDir,
      '-p',
      String(port),
      '-k',
      socketDir,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let log = ''
  server.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()))
  server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()))
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()))

  // The postmaster's own PID: the spawned process may be runuser, which does not pass signals on.
  const postmasterPid = async (): Promise<number | undefined> => {
    try {
      const first = (await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8')).split('\n')[0]
      const pid = Number(first)
      return Number.isInteger(pid) && pid > 0 ? pid : undefined
    } catch {
      return undefined
    }
  }
  let knownPid: number | undefined
  const killOnExit = () => {
    if (knownPid) {
      try {
        process.kill(knownPid, 'SIGQUIT')
      } catch {
        // already gone
      }
    }
  }
  process.once('exit', killOnExit)

  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`
  let stopped = false
  const stop = async () => {
    if (stopped) return
    stopped = true
    process.off('exit', killOnExit)
    const pid = knownPid ?? (await postmasterPid())
    try {
      // SIGINT is PostgreSQL's fast shutdown: roll back open sessions and exit.
      if (pid) process.kill(pid, 'SIGINT')
      else server.kill('SIGINT')
    } catch {
      // already gone
    }
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))])
    await rm(baseDir, { recursive: true, force: true })
  }

  try {
    await waitUntilReady(adminUrl, server, () => log)
    knownPid = await postmasterPid()
  } catch (error) {
    await stop()
    throw error
  }
  if (options.stopsWithThisProcess && knownPid) {
    // `tail --pid` waits for this process without spending CPU on it.
    const watch = 'tail --pid="$0" -f /dev/null; kill -QUIT "$1"; while kill -0 "$1" 2>/dev/null; do sleep 0.1; done; rm -rf "$2"'
    spawn('/bin/sh', ['-c', watch, String(process.pid), String(knownPid), baseDir], { detached: true, stdio: 'ignore' }).unref()
  }

  const createDatabase = async (name: string) => {
    if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unsafe database name: ${name}`)
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    try {
      await admin.query(`create database ${name}`)
    } finally {
      await admin.end()
    }
    return `postgres://postgres@127.0.0.1:${port}/${name}`
  }

  /** The postmaster and every backend it forked. */
  const serverPids = async (): Promise<number[]> => {
    const pid = knownPid ?? (await postmasterPid())
    if (!pid) return []
    let children: number[] = []
    try {
      children = execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
        .split('\n')
        .map(Number)
        .filter((child) => Number.isInteger(child) && child > 0)
    } catch {
      // pgrep exits 1 when there are none
    }
    return [pid, ...children]
  }
  const signalOne = (pid: number, signal: NodeJS.Signals) => {
    try {
      process.kill(pid, signal)
    } catch {
      // gone already
    }
  }
  const signalAll = async (signal: NodeJS.Signals) => {
    for (const pid of await serverPids()) signalOne(pid, signal)
  }

  // Run as root, the server is started by runuser, which stops itself when its child stops and
  // stays stopped until it is continued in turn: a thaw that forgot it would leave a process
  // that never exits, and a stop that waits for it in vain.
  const wrapperPid = server.pid !== undefined && server.pid !== knownPid ? server.pid : undefined
  const isStopped = (pid: number) => {
    try {
      return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.startsWith('T') ?? false
    } catch {
      return false
    }
  }
  const continueAll = async () => {
    if (wrapperPid) signalOne(wrapperPid, 'SIGCONT')
    await signalAll('SIGCONT')
  }

  const url = await createDatabase(options.database ?? 'test')
  return {
    url,
    port,
    createDatabase,
    async freeze() {
      await signalAll('SIGSTOP')
      // The wrapper stops itself a moment later; a thaw before that would not reach it.
      for (let waited = 0; wrapperPid && !isStopped(wrapperPid) && waited < 2_000; waited += 10) {
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
    },
    thaw: continueAll,
    async stop() {
      await continueAll()
      await stop()
    },
  }
}

let shared: Promise<RunningPostgres> | undefined
let sharedDatabases = 0

/**
 * A database of its own on one PostgreSQL server shared by the test files of this process (the
 * integration files share one worker), for tests that neither freeze nor stop the server: a
 * server start is about a second of CPU, a database on a running one a few milliseconds. The
 * server is stopped, and its files removed, once the process is gone.
 */
export async function databaseOnSharedPostgres(): Promise<string> {
  if (!shared) {
    shared = startPostgres({ database: 'shared_first', stopsWithThisProcess: true })
    // A failed start is not kept: the next file tries again and reports its own error.
    shared.catch(() => (shared = undefined))
  }
  const server = await shared
  sharedDatabases += 1
  return server.createDatabase(`shared_${process.pid}_${sharedDatabases}`)
}
