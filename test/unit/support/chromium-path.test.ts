import { chromium } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { chromiumPath, systemChromium } from '../../support/chromium-path'

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

  it("is the system's Chromium when nothing else is there", () => {
    expect(chromiumPath({}, (file) => file === systemChromium)).toBe(systemChromium)
  })

  it('says how to get one when there is none', () => {
    expect(() => chromiumPath({}, () => false)).toThrow(/CHROME_PATH.*npx playwright install chromium/)
  })
})
