import { vi } from 'vitest'

/**
 * The few browser globals the vendor SDKs touch that Node 20 lacks, as small real stand-ins:
 * - `location`: the EmailJS SDK reads `location.pathname` as its default throttle key on every send.
 * - `navigator`: the EmailJS SDK's headless check reads `webdriver` and `languages`.
 * - `WebSocket`: supabase-js builds its realtime client eagerly and needs the constructor to
 *   exist; an insert never opens a socket, so this one refuses to connect, loudly.
 */
export interface BrowserGlobals {
  readonly pageUrl: string
  /** Makes the visitor's browser look automated, as WebDriver-controlled browsers do. */
  readonly webdriver: boolean
}

class RefusingWebSocket {
  constructor(url: string | URL) {
    throw new Error(`The quote flow must not open a WebSocket (tried ${String(url)})`)
  }
}

export function stubBrowserGlobals({ pageUrl, webdriver }: BrowserGlobals = { pageUrl: 'http://localhost:5173/', webdriver: false }): void {
  vi.stubGlobal('location', new URL(pageUrl))
  vi.stubGlobal('navigator', { webdriver, languages: ['en-US', 'en'], language: 'en-US', userAgent: 'Mozilla/5.0 (contract test)' })
  if (typeof globalThis.WebSocket === 'undefined') vi.stubGlobal('WebSocket', RefusingWebSocket)
}
