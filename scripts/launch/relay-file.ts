/**
 * `npm run build:relay`: the relay's bundle (scripts/launch/relay-bundle.ts) at a fixed name,
 * node_modules/.cache/relay-bundle/relay.mjs, for the supervisors that run node on it directly,
 * and leads.mjs for `npm run leads` in a container (decision 0033). Copied beside the bundles,
 * where each source's location still resolves. Run it after every `npm ci` (which empties
 * node_modules/.cache) and every update of the sources.
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
