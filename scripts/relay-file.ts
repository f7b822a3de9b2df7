/**
 * `npm run build:relay`: the relay's bundle (scripts/relay-bundle.ts) at a fixed name,
 * node_modules/.cache/relay-bundle/relay.mjs, for the supervisors that run node on it directly:
 * the Dockerfile's CMD and the systemd unit's ExecStart (docs/decisions/0033-the-own-server.md).
 * With no shell and no npm in between, the relay itself receives the stop signal.
 *
 * It stays beside the content-named bundles it is copied from: each source's location is written
 * relative to that folder, so migrations and the database worker are found from it. Run it after
 * every `npm ci` (which empties node_modules/.cache) and every update of the relay's sources.
 */
import { copyFile, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import { relayBundle, relayBundleDir } from './relay-bundle'

export const relayFile = path.join(relayBundleDir, 'relay.mjs')

const bundle = await relayBundle()
const temporary = `${relayFile}.${process.pid}.tmp`
try {
  await copyFile(bundle, temporary)
  await rename(temporary, relayFile)
} finally {
  await rm(temporary, { force: true })
}
console.log(`relay bundled: ${path.relative(process.cwd(), relayFile)}`)
