import { resolve } from 'node:path'
import { createServer, createServerModuleRunner } from 'vite'
import { ownerContentPlugin } from '../../../scripts/build/owner-content-plugin'
import type * as SiteEntry from './site-entry'

const root = resolve(import.meta.dirname, '../../..')

/**
 * The site's own modules (site-entry.ts) as the build reads them, through Vite with the plugin that
 * turns the owner's files into modules (the same one the Vitest projects use). Playwright loads
 * test files with Node's loader, where those imports do not exist, and a page's words would fall back
 * to ones the build never published. The runner stays open for the test process: the service pages
 * and case studies are modules of their own, loaded when a test asks for them.
 */
const vite = await createServer({
  root,
  configFile: false,
  plugins: [ownerContentPlugin(root)],
  logLevel: 'warn',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  optimizeDeps: { noDiscovery: true, include: [] },
})
const runner = createServerModuleRunner(vite.environments.ssr, { hmr: false })

export const site = await runner.import<typeof SiteEntry>(resolve(import.meta.dirname, 'site-entry.ts'))
