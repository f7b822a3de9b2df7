import { existsSync } from 'node:fs'
import { chromium } from 'playwright-core'

/** Where Debian and Ubuntu put their Chromium package. */
export const systemChromium = '/usr/bin/chromium'

/**
 * Debian's `chromium-headless-shell` (what `npm test`'s pretest installs there): the same engine
 * built for headless use only, which opens a page for about half the CPU of the full browser.
 * Playwright itself drives this build when it runs headless with its own downloads.
 */
export const systemHeadlessShell = '/usr/bin/chromium-headless-shell'

/**
 * The browser the tests drive, found the usual way: `CHROME_PATH` (or the older `CHROMIUM_PATH`)
 * when set, then the browser Playwright downloaded (`npx playwright install chromium`), then the
 * system's headless Chromium, then its full one. On a Mac or a Windows PC the second is the usual one.
 */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env, exists: (file: string) => boolean = existsSync): string {
  const configured = env.CHROME_PATH?.trim() || env.CHROMIUM_PATH?.trim()
  if (configured) return configured
  let downloaded: string | undefined
  try {
    downloaded = chromium.executablePath()
  } catch {
    downloaded = undefined
  }
  if (downloaded && exists(downloaded)) return downloaded
  if (exists(systemHeadlessShell)) return systemHeadlessShell
  if (exists(systemChromium)) return systemChromium
  throw new Error(
    'No Chromium for the browser tests: set CHROME_PATH to a Chrome or Chromium, or run `npx playwright install chromium`' +
      ` (on Debian or Ubuntu: apt-get install chromium-headless-shell, which gives ${systemHeadlessShell}).`,
  )
}

/** Flags that let Chromium run headless as root on a machine with no outside network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
]
