import { join } from 'node:path'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { spawnAsHost } from './support/host-build'

/**
 * `npm start` right after `npm run build` with the same variables serves that build: the shared
 * build of the second business (support/second-business-build.ts) is the `npm run build` here,
 * and its output is what Vite printed.
 */
const { copy, hostVariables, buildOutput } = inject('secondBusiness')
const stops: (() => void)[] = []

afterAll(() => {
  for (const stop of stops) stop()
})

/** Runs `npm start` in the copy until it says the site is ready (or exits), then stops it. */
function startOnce(): Promise<{ code: number | null; output: string }> {
  const child = spawnAsHost(copy, 'exec npm start', {
    ...hostVariables,
    DATA_DIR: join(copy, 'start-data'),
    PORT: '0',
    HOST: '127.0.0.1',
    OWNER_EMAIL: 'owner.desk@installer.internal',
  })
  stops.push(() => child.kill('SIGKILL'))
  let output = ''
  return new Promise((resolve) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('Site ready')) child.kill('SIGTERM')
    }
    child.stdout?.on('data', read)
    child.stderr?.on('data', read)
    child.once('exit', (code) => resolve({ code, output }))
  })
}

describe('npm start right after npm run build', () => {
  it('builds nothing again when the variables are the same, and neither prints a warning from Vite', async () => {
    expect(buildOutput).not.toContain('configLoader')
    const started = await startOnce()
    expect(started.output).toContain('Site ready')
    expect(started.output).toContain('not rebuilding')
    expect(started.output).not.toContain('Sources changed')
    expect(started.output).not.toContain('configLoader')
  }, 180_000)
})
