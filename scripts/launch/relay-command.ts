/**
 * How `npm start` runs the relay: `npm run serve`'s command line (package.json), with the relay's
 * bundle (scripts/launch/relay-bundle.ts) in place of `--import tsx server/main.ts`. One place, so the
 * flags owners run with and the flags the tests and benchmarks start relays with cannot drift.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { relayBundle } from './relay-bundle'

const root = fileURLToPath(new URL('../..', import.meta.url))
const throughTsx = ['--import', 'tsx', 'server/main.ts']
const envFilesImport = './scripts/env-files.js'

/** `npm run serve`'s arguments after `node`, checked to end by running server/main.ts through tsx. */
function serveArguments(): string[] {
  const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
  const [program, ...args] = (scripts.serve ?? '').trim().split(/\s+/)
  if (program !== 'node' || args.slice(-throughTsx.length).join(' ') !== throughTsx.join(' '))
    throw new Error('package.json: the "serve" script must be `node … --import tsx server/main.ts`.')
  return args
}

/**
 * `process.execPath` and its arguments for the relay as `npm start` runs it. Without `envFiles`,
 * the project's .env files are not read: the tests give each relay its whole environment.
 */
export async function servedRelayCommand(options: { envFiles?: boolean } = {}): Promise<string[]> {
  const flags = serveArguments().slice(0, -throughTsx.length)
  const at = flags.indexOf(envFilesImport)
  if (options.envFiles === false && at > 0 && flags[at - 1] === '--import') flags.splice(at - 1, 2)
  return [process.execPath, ...flags, await relayBundle()]
}
