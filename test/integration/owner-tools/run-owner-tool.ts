import { spawn } from 'node:child_process'
import path from 'node:path'
import { relayBundle } from '../../../scripts/launch/relay-bundle'

const root = path.resolve(import.meta.dirname, '../../..')

/**
 * `npm run <npmScript> -- …` as an owner's script would run it: no terminal, every answer a flag.
 * `throughNpm` runs it through npm and tsx exactly so; otherwise it runs the same entry point bundled
 * once (scripts/launch/relay-bundle.ts, as `npm start` runs the relay), which spares each run the two
 * seconds of CPU npm and the TypeScript loader cost.
 */
export async function runOwnerTool(
  npmScript: 'setup' | 'check:live',
  args: readonly string[],
  { throughNpm = false } = {},
): Promise<{ code: number | null; output: string }> {
  const entry = `scripts/owner-tools/${npmScript.replace(':', '-')}.ts`
  const [command, ...commandArgs] = throughNpm
    ? ['npm', 'run', '--silent', npmScript, '--', ...args]
    : [process.execPath, await relayBundle(entry), ...args]
  return new Promise((resolve, reject) => {
    const child = spawn(command!, commandArgs, {
      cwd: root,
      env: { ...process.env, NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.once('error', reject)
    child.once('exit', (code) => resolve({ code, output }))
  })
}
