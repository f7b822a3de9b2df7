import type { Locator, Page } from '@playwright/test'
import { hydrated } from './browser'

/** What a visitor types into the quote form, field by field. */
export interface QuoteFormValues {
  readonly name: string
  readonly email: string
  readonly phone: string
  readonly address: string
  readonly message: string
}

/** The quote dialog, found as a screen reader finds it: by its role and its title. */
export const quoteDialog = (page: Page): Locator => page.getByRole('dialog', { name: 'Request a Free Quote' })

/**
 * Opens `url`, waits for the app to take over, presses the first "Get a Free Quote" and waits for
 * the form, whose code loads on that first press.
 */
export async function openQuoteDialog(page: Page, url: string): Promise<Locator> {
  await page.goto(url, { waitUntil: 'load' })
  await hydrated(page)
  await page.getByRole('button', { name: 'Get a Free Quote' }).first().click()
  const dialog = quoteDialog(page)
  await dialog.getByLabel('Full Name').waitFor()
  return dialog
}

/** Types each value into the field its visible label names. */
export async function fillQuoteForm(dialog: Locator, values: QuoteFormValues): Promise<void> {
  await dialog.getByLabel('Full Name').fill(values.name)
  await dialog.getByLabel('Email Address').fill(values.email)
  await dialog.getByLabel('Phone Number').fill(values.phone)
  await dialog.getByLabel('Address', { exact: true }).fill(values.address)
  await dialog.getByLabel('How can we help?').fill(values.message)
}

/** Fills the form and presses Submit Request. */
export async function submitQuoteForm(dialog: Locator, values: QuoteFormValues): Promise<void> {
  await fillQuoteForm(dialog, values)
  await dialog.getByRole('button', { name: 'Submit Request' }).click()
}

/** A visitor whose request only has to reach the toaster. */
export const toastTester = {
  name: 'Toast Tester',
  email: 'toast@example.com',
  phone: '704-555-0101',
  address: '1 Main St',
} as const satisfies Omit<QuoteFormValues, 'message'>

/** Presses a button that opens the quote dialog, waits for it, and closes it with Escape. */
export async function openAndEscapeQuoteDialog(page: Page, button: Locator): Promise<void> {
  await button.click()
  const dialog = quoteDialog(page)
  await dialog.waitFor({ state: 'visible' })
  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'hidden' })
}
