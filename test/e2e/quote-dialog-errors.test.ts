import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { quoteDialogCopy } from '../../src/content/quote-copy'
import { launchBrowser, newPage, visit } from './support/browser'
import { openQuoteDialog, submitQuoteForm } from './support/quote-form'

describe('the quote dialog with fields that break the rules', () => {
  let browser: Browser

  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  it('shows every error beside its field at once, announces them and moves focus to the first', async () => {
    const { page } = await newPage(browser)
    const dialog = await openQuoteDialog(page, inject('baseUrl') + '/')
    await submitQuoteForm(dialog, {
      name: 'Dana Whitfield',
      email: 'dana@localhost',
      phone: '555-01',
      address: '12 Court Square, Lincolnton, NC',
      message: 'Cameras for the shop.',
    })

    const email = dialog.getByLabel('Email Address')
    const phone = dialog.getByLabel('Phone Number')
    await expect.poll(() => email.getAttribute('aria-invalid'), { timeout: 15_000 }).toBe('true')
    expect(await phone.getAttribute('aria-invalid')).toBe('true')
    expect(await dialog.getByLabel('Full Name').getAttribute('aria-invalid')).toBeNull()
    for (const [field, words] of [
      [email, 'Enter a valid email address, like jane@example.com.'],
      [phone, 'Phone Number must have 10 to 15 digits, including the area code.'],
    ] as const) {
      const describedBy = await field.getAttribute('aria-describedby')
      expect(await page.locator(`#${describedBy}`).innerText()).toBe(words)
    }
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email')
    const announcement = dialog.locator('[aria-live="assertive"]')
    expect(await announcement.innerText()).toBe('2 fields need attention: Email Address, Phone Number.')

    const modes = await dialog
      .locator('input, textarea')
      .evaluateAll((fields) =>
        fields
          .filter((field) => field.getAttribute('name') !== 'website')
          .map((field) => [field.getAttribute('name'), field.getAttribute('inputmode'), field.getAttribute('autocomplete')]),
      )
    expect(modes).toEqual([
      ['name', 'text', 'name'],
      ['email', 'email', 'email'],
      ['phone', 'tel', 'tel'],
      ['address', 'text', 'street-address'],
      ['message', 'text', 'off'],
    ])
    await page.context().close()
  })
})

describe('the empty quote form', () => {
  let browser: Browser

  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  // The browser's own check shows one bubble, on the first empty field only, and nothing to a screen reader after it.
  it('explains every field at once: each marked invalid with its message beside it, one announcement, focus on the first', async () => {
    const { page, close } = await newPage(browser)
    await visit(page, '/')
    await page.getByRole('button', { name: quoteDialogCopy.openButton }).first().click()
    const dialog = page.getByRole('dialog', { name: quoteDialogCopy.title })
    await dialog.getByLabel('Email Address').fill('not an address')
    await dialog.getByRole('button', { name: quoteDialogCopy.submit }).click()

    const labels = ['Full Name', 'Email Address', 'Phone Number', 'Address', 'How can we help?']
    await expect.poll(() => dialog.locator('[aria-invalid="true"]').count(), { timeout: 15_000 }).toBe(5)
    for (const label of labels) {
      const field = dialog.getByLabel(label, { exact: true })
      expect(await field.getAttribute('aria-invalid'), label).toBe('true')
      expect(await field.getAttribute('required'), label).not.toBeNull()
      const message = await page.locator(`#${await field.getAttribute('aria-describedby')}`).innerText()
      expect(message, label).toBe(
        label === 'Email Address' ? 'Enter a valid email address, like jane@example.com.' : `${label} is required.`,
      )
    }
    expect(await dialog.locator('[aria-live="assertive"]').innerText()).toBe(`5 fields need attention: ${labels.join(', ')}.`)
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name')
    await close()
  })
})

describe('the quote dialog on a phone with the keyboard open', () => {
  let browser: Browser

  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  it('lets the layout shrink with the keyboard and keeps Submit Request reachable inside the dialog', async () => {
    const { page, close } = await newPage(browser, { viewport: 'phone' })
    await visit(page, '/')
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
