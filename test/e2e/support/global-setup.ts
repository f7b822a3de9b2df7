import { existsSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import type { TestProject } from 'vitest/node'
import { startRelayProcess } from '../../support/relay-process'
import { seededDataDir } from '../../support/seeded-data-dir'

/**
 * Starts the real relay (server/main.ts) serving the built, prerendered site, with an embedded
 * database and the .eml outbox in a fresh data directory. `npm test` builds before this runs;
 * DIST_DIR points at another build.
 */
export default async function setup(project: TestProject) {
  const siteDir = resolve(process.env.DIST_DIR ?? 'dist', 'client')
  if (!existsSync(join(siteDir, 'index.html'))) {
    throw new Error(`No built site in ${siteDir}: run \`npm run build\` first.`)
  }
  const dataDir = await seededDataDir('site-e2e-')
  const relay = await startRelayProcess({ DATA_DIR: dataDir, SITE_DIR: siteDir })
  const baseUrl = relay.baseUrl

  project.provide('baseUrl', baseUrl)
  project.provide('dataDir', dataDir)
  project.provide('siteDir', siteDir)

  return async () => {
    await relay.stop()
    await rm(dataDir, { recursive: true, force: true })
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    dataDir: string
    siteDir: string
  }
}
