import { testNodeFlags } from '../../support/test-node-flags'
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { relayPaths } from '../../../src/quote/relay-api'

const root = path.resolve(import.meta.dirname, '../../..')

interface RelayProcess {
  readonly child: ChildProcessWithoutNullStreams
  readonly stdout: () => string
  readonly stderr: () => string
  readonly exited: Promise<number | null>
}

function startMain(env: Record<string, string>): RelayProcess {
  const child = spawn(process.execPath, [...testNodeFlags, '--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return { child, stdout: () => stdout, stderr: () => stderr, exited }
}

async function waitForLine(relay: RelayProcess, msg: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    for (const line of relay.stdout().split('\n')) {
      if (!line.startsWith('{')) continue
      const entry = JSON.parse(line) as Record<string, unknown>
      if (entry.msg === msg) return entry
    }
    if (relay.child.exitCode !== null) throw new Error(`relay exited early:\n${relay.stdout()}\n${relay.stderr()}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no "${msg}" line within ${timeoutMs} ms:\n${relay.stdout()}\n${relay.stderr()}`)
}

describe('server/main.ts', () => {
  let dataDir: string

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'relay-main-'))
  })

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true })
  })

  it('starts, logs one line with its URL, serves requests and stops cleanly on SIGTERM', async () => {
    const relay = startMain({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SITE_DIR: path.join(dataDir, 'site') })
    try {
      const listening = await waitForLine(relay, 'relay listening')
      expect(listening).toMatchObject({ store: 'pglite', mail: 'eml-file' })
      expect(String(listening.url)).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      const response = await fetch(`${String(listening.url)}${relayPaths.health}`)
      expect(await response.json()).toEqual({ ok: true })
      relay.child.kill('SIGTERM')
      expect(await relay.exited).toBe(0)
      await waitForLine(relay, 'relay stopped', 1_000)
    } finally {
      if (relay.child.exitCode === null) relay.child.kill('SIGKILL')
    }
    // Creating the embedded database on disk takes seconds, many more on a busy machine.
  }, 150_000)

  it('refuses to start with a bad variable and says which one', async () => {
    const relay = startMain({ PORT: 'eighty', DATA_DIR: dataDir })
    expect(await relay.exited).toBe(1)
    expect(relay.stderr()).toContain('PORT: must be a number')
    expect(relay.stderr()).not.toMatch(/\n\s+at /)
  })
})
