import { spawnSync } from 'node:child_process'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../../..')

describe("the relay's bundle", () => {
  it('is written owner-only (0600 in a 0700 folder) whatever the umask, as npm start writes it', async () => {
    const made = spawnSync(
      '/bin/sh',
      [
        '-c',
        'umask 000 && exec "$0" "$@"',
        process.execPath,
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        "const { relayBundle } = await import('./scripts/launch/relay-bundle.ts'); console.log(await relayBundle())",
      ],
      { cwd: root, encoding: 'utf8' },
    )
    expect(made.status, made.stderr).toBe(0)
    const bundle = made.stdout.trim().split('\n').at(-1)!
    expect((await stat(bundle)).mode & 0o777).toBe(0o600)
    expect((await stat(path.dirname(bundle))).mode & 0o777).toBe(0o700)
  }, 60_000)
})
