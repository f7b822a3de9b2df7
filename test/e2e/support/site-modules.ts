import { resolve } from 'node:path'
import { runnerImport } from 'vite'
import { ownerContentPlugin } from '../../../scripts/build/owner-content-plugin'
import type * as SiteEntry from './site-entry'

const root = resolve(import.meta.dirname, '../../..')

/**
 * The site's own modules (site-entry.ts) as the build reads them, through Vite with the plugin that
 * turns the owner's files into modules (the same one the unit tests' Vitest uses). Playwright loads
 * test files with Node's loader, where those imports do not exist, and a page's words would fall back
 * to ones the build never published. Loaded once for each test process.
 */
const { module } = await runnerImport<typeof SiteEntry>(resolve(import.meta.dirname, 'site-entry.ts'), {
  root,
  configFile: false,
  plugins: [ownerContentPlugin(root)],
  logLevel: 'warn',
})

export const site = module
