import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { parseHeadersFile, secondBusinessConnectOrigins, securityHeaderNames } from './support/headers-file'
import { spawnAsHost } from './support/host-build'

/**
 * `npm start` right after `npm run build` with the same variables serves that build: the shared
 * build of the second business (support/second-business-build.ts) is the `npm run build` here,
 * and its output is what Vite printed. The relay it starts also shows that the security headers
 * the static hosts are given (dist/static/_headers, static-hosts.test.ts) are the relay's own:
 * one relay start for both, a relay start being seconds of CPU.
 */
const { copy, netlify, hostVariables, buildOutput } = inject('secondBusiness')
const stops: (() => void)[] = []

afterAll(() => {
  for (const stop of stops) stop()
})

/**
 * Runs `npm start` in the copy until it says the site is ready (or exits), asks it for a page as
 * a proxy in front of it would over HTTPS, then stops it.
 */
function startOnce(): Promise<{ code: number | null; output: string; page?: Response }> {
  const child = spawnAsHost(copy, 'exec npm start', {
    ...hostVariables,
    DATA_DIR: join(copy, 'start-data'),
    PORT: '0',
    HOST: '127.0.0.1',
    OWNER_EMAIL: 'owner.desk@installer.internal',
    // The relay's own settings, not the build's (they are not in the build's fingerprint).
    CSP_CONNECT_ORIGINS: secondBusinessConnectOrigins.join(','),
    TRUST_PROXY: 'loopback',
  })
  stops.push(() => child.kill('SIGKILL'))
  let output = ''
  let page: Promise<Response | undefined> | undefined
  return new Promise((resolve) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      const ready = /Site ready: (http:\/\/\S+)/.exec(output)?.[1]
      if (ready && !page)
        page = fetch(`${ready.replace('//localhost:', '//127.0.0.1:')}/about`, { headers: { 'X-Forwarded-Proto': 'https' } })
          .catch(() => undefined)
          .finally(() => child.kill('SIGTERM'))
    }
    child.stdout?.on('data', read)
    child.stderr?.on('data', read)
    // `page` never rejects (caught above): the answer, or undefined.
    child.once('exit', (code) => void Promise.resolve(page).then((answer) => resolve({ code, output, page: answer })))
  })
}

describe('npm start right after npm run build', () => {
  let started: Awaited<ReturnType<typeof startOnce>>

  it('builds nothing again when the variables are the same, and neither prints a warning from Vite', async () => {
    expect(buildOutput).not.toContain('configLoader')
    started = await startOnce()
    expect(started.output).toContain('Site ready')
    expect(started.output).toContain('not rebuilding')
    expect(started.output).not.toContain('Sources changed')
    expect(started.output).not.toContain('configLoader')
  }, 180_000)

  it('serves the pages with the security headers dist/static/_headers gives the static hosts', async () => {
    expect(started.page?.status, started.output).toBe(200)
    const everyPath = parseHeadersFile(await readFile(join(copy, netlify.publish, '_headers'), 'utf8')).get('/*')
    for (const name of securityHeaderNames) {
      expect(everyPath?.get(name), name).toBeTruthy()
      expect(everyPath?.get(name), name).toBe(started.page?.headers.get(name))
    }
  })
})
