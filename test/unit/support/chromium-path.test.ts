import { chromium } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { chromiumPath, systemChromium, systemHeadlessShell } from '../../support/chromium-path'

const downloaded = chromium.executablePath()

describe('the browser the browser tests drive', () => {
  it('is CHROME_PATH when it is set, before anything else', () => {
    expect(chromiumPath({ CHROME_PATH: '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome' }, () => true)).toBe(
      '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
    )
  })

  it("is Playwright's own download when there is one and no CHROME_PATH", () => {
    expect(chromiumPath({}, (file) => file === downloaded || file === systemChromium)).toBe(downloaded)
  })

  it("is the system's headless Chromium before its full one: the same engine without a browser's windows, half the CPU a page", () => {
    expect(chromiumPath({}, (file) => file === systemChromium || file === systemHeadlessShell)).toBe(systemHeadlessShell)
  })

  it("is the system's Chromium when nothing else is there", () => {
    expect(chromiumPath({}, (file) => file === systemChromium)).toBe(systemChromium)
  })

  it('says how to get one when there is none', () => {
    expect(() => chromiumPath({}, () => false)).toThrow(/CHROME_PATH.*npx playwright install chromium/)
  })
})
