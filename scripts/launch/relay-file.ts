/**
 * `npm run build:relay`: the relay's bundle (scripts/launch/relay-bundle.ts) at a fixed name,
 * node_modules/.cache/relay-bundle/relay.mjs, for the supervisors that run node on it directly:
 * the Dockerfile's CMD and the systemd unit's ExecStart (docs/decisions/0033-the-own-server.md).
 * With no shell and no npm in between, the relay itself receives the stop signal. Beside it,
 * leads.mjs: `npm run leads` for a container, which carries no TypeScript loader.
 *
 * They stay beside the content-named bundles they are copied from: each source's location is
 * written relative to that folder, so migrations and the database worker are found from it. Run
 * it after every `npm ci` (which empties node_modules/.cache) and every update of the sources.
 */
import { copyFile, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import { relayBundle, relayBundleDir } from './relay-bundle'

const fixedNames = { 'server/main.ts': 'relay.mjs', 'server/leads/leads-cli.ts': 'leads.mjs' } as const

for (const [entry, name] of Object.entries(fixedNames)) {
  const file = path.join(relayBundleDir, name)
  const temporary = `${file}.${process.pid}.tmp`
  try {
    await copyFile(await relayBundle(entry), temporary)
    await rename(temporary, file)
  } finally {
    await rm(temporary, { force: true })
  }
  console.log(`${entry} bundled: ${path.relative(process.cwd(), file)}`)
}
