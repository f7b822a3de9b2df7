import { existsSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { startRelayProcess } from '../../support/relay-process'
import { seededDataDir } from '../../support/seeded-data-dir'

/**
 * Starts the real relay (server/main.ts) serving the built, prerendered site, with an embedded
 * database and the .eml outbox in a fresh data directory, and hands its address to the workers
 * through the environment (Playwright's way: workers inherit what global setup sets). `npm test`
 * builds before this runs; DIST_DIR points at another build.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const siteDir = resolve(process.env.DIST_DIR ?? 'dist', 'client')
  if (!existsSync(join(siteDir, 'index.html'))) {
    throw new Error(`No built site in ${siteDir}: run \`npm run build\` first.`)
  }
  const dataDir = await seededDataDir('site-e2e-')
  const relay = await startRelayProcess({ DATA_DIR: dataDir, SITE_DIR: siteDir })
  process.env.E2E_SITE_URL = relay.baseUrl
  process.env.E2E_SITE_DIR = siteDir
  return async () => {
    await relay.stop()
    await rm(dataDir, { recursive: true, force: true })
  }
}
