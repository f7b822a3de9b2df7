import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { quoteDialogCopy } from '../../src/content/quote-copy'
import { launchBrowser, newPage, siteUrl, visit } from './support/browser'
import { openQuoteDialog, submitQuoteForm } from './support/quote-form'

/** A page with the quote button and nothing that moves on its own: the home page's typing headline never rests. */
const quietPage = '/services'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('the quote dialog with fields that break the rules', () => {
  // The browser's own check shows one bubble, on the first empty field only, and nothing to a
  // screen reader after it. One submission shows both kinds of error (a value of the wrong form,
  // a required field left empty) beside a field that is right; the words of every message are the
  // core's (test/unit/core/quote-payloads.test.ts).
  it('shows every error beside its field at once, announces them and moves focus to the first', async () => {
    const { page, close } = await newPage(browser)
    const dialog = await openQuoteDialog(page, siteUrl(quietPage))
    await submitQuoteForm(dialog, { name: 'Dana Whitfield', email: 'dana@localhost', phone: '555-01', address: '', message: '' })

    const expected = [
      ['Email Address', 'Enter a valid email address, like jane@example.com.'],
      ['Phone Number', 'Phone Number must have 10 to 15 digits, including the area code.'],
      ['Address', 'Address is required.'],
      ['How can we help?', 'How can we help? is required.'],
    ] as const
    await expect.poll(() => dialog.locator('[aria-invalid="true"]').count(), { timeout: 15_000 }).toBe(expected.length)
    expect(await dialog.getByLabel('Full Name').getAttribute('aria-invalid')).toBeNull()
    for (const [label, words] of expected) {
      const field = dialog.getByLabel(label, { exact: true })
      expect(await field.getAttribute('aria-invalid'), label).toBe('true')
      expect(await page.locator(`#${await field.getAttribute('aria-describedby')}`).innerText(), label).toBe(words)
    }
    expect(await dialog.locator('[aria-live="assertive"]').innerText()).toBe(
      `4 fields need attention: ${expected.map(([label]) => label).join(', ')}.`,
    )
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email')

    const fields = await dialog
      .locator('input, textarea')
      .evaluateAll((inputs) =>
        inputs
          .filter((input) => input.getAttribute('name') !== 'website')
          .map((input) => [
            input.getAttribute('name'),
            input.getAttribute('inputmode'),
            input.getAttribute('autocomplete'),
            input.hasAttribute('required'),
          ]),
      )
    expect(fields).toEqual([
      ['name', 'text', 'name', true],
      ['email', 'email', 'email', true],
      ['phone', 'tel', 'tel', true],
      ['address', 'text', 'street-address', true],
      ['message', 'text', 'off', true],
    ])
    await close()
  })
})

describe('the quote dialog on a phone with the keyboard open', () => {
  it('lets the layout shrink with the keyboard and keeps Submit Request reachable inside the dialog', async () => {
    const { page, close } = await newPage(browser, { viewport: 'phone' })
    await visit(page, quietPage)
    expect(await page.locator('meta[name="viewport"]').getAttribute('content')).toContain('interactive-widget=resizes-content')
    await page.getByRole('button', { name: quoteDialogCopy.openButton }).first().click()
    const dialog = page.getByRole('dialog', { name: quoteDialogCopy.title })
    await dialog.waitFor()
    // An on-screen keyboard leaves a phone about 360 px of layout height.
    await page.setViewportSize({ width: 390, height: 360 })
    await dialog.getByLabel('How can we help?').focus()
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
    )
    const box = await dialog.boundingBox()
    expect(box && box.y).toBeGreaterThanOrEqual(0)
    expect(box && box.y + box.height).toBeLessThanOrEqual(360)
    const submit = dialog.getByRole('button', { name: quoteDialogCopy.submit })
    await submit.scrollIntoViewIfNeeded()
    const submitBox = await submit.boundingBox()
    expect(submitBox && submitBox.y + submitBox.height).toBeLessThanOrEqual(360)
    await close()
  })
})
