import { cp, mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startOwnerEditor, type OwnerEditor } from '../../scripts/edit'
import { caseStudyCardOf, caseStudyOf } from '../../src/content/owner/case-study-data'
import { checkOwnerContent } from '../../src/content/owner/read-owner-files'
import { launchBrowser } from './support/browser'

/**
 * An owner who will not touch a text file changes a review and a case study in the browser
 * editor (npm run edit), on a copy of the project's owner/ folder, and the files the build reads
 * change with them, still valid, and only where the owner typed.
 */
const root = resolve(import.meta.dirname, '../..')
let copy: string
let editor: OwnerEditor
let browser: Browser
let page: Page

beforeAll(async () => {
  copy = await mkdtemp(join(tmpdir(), 'owner-editor-'))
  await cp(join(root, 'owner'), join(copy, 'owner'), { recursive: true })
  ;[editor, browser] = await Promise.all([startOwnerEditor({ root: copy, port: 0 }), launchBrowser()])
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  await page.goto(editor.url)
  // Decap's local backend asks for no password: the button only enters the editor.
  await page.getByRole('button', { name: 'Login' }).click()
  await page.getByText('Collections').waitFor()
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await editor?.close()
  if (copy) await rm(copy, { recursive: true, force: true })
})

/** Opens an entry the way an owner does: the collection, then the entry's card. */
async function openEntry(collection: string, entry: string): Promise<void> {
  await page.goto(`${editor.url}/#/collections/${collection}`)
  await page.locator(`a[href$="/collections/${collection}/entries/${entry}"]`).click()
}

/** Publishes the open entry and waits until the editor says it is saved. */
async function publish(): Promise<void> {
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await page.getByText('Publish now').click()
  // The status beside the title turns from "Publish" back to "Published" once the file is written.
  await page.getByText('Published', { exact: true }).waitFor({ timeout: 20_000 })
}

/** Lines of `after` that are not in `before`. */
function changedLines(before: string, after: string): string[] {
  const old = new Set(before.split('\n'))
  return after.split('\n').filter((line) => !old.has(line))
}

describe('the owner’s browser editor', () => {
  it('lists every owner file the site is made from', async () => {
    for (const name of ['Your business', 'Reviews', 'Case studies', 'Team', 'Offers and promises', 'About page', 'Picture texts']) {
      await expect.poll(() => page.getByRole('link', { name }).count(), { timeout: 10_000 }).toBeGreaterThan(0)
    }
  })

  it('saves a review edited in a form back to owner/reviews.yaml, changing only that line', async () => {
    const before = await readFile(join(copy, 'owner/reviews.yaml'), 'utf8')
    await openEntry('reviews', 'reviews')
    await page.getByRole('button', { name: 'Add reviews' }).waitFor()
    // The first review's own toggle: entries are folded to their id until opened.
    await page.getByRole('button').nth(3).click()
    const quote = page.getByLabel('Quote', { exact: true }).first()
    await expect.poll(() => quote.inputValue(), { timeout: 20_000 }).toContain('The crew mounted six cameras')
    await quote.fill('Six cameras up in one day, and not a wire in sight. Edited in the browser.')
    await publish()
    const after = await readFile(join(copy, 'owner/reviews.yaml'), 'utf8')
    expect(changedLines(before, after)).toEqual(['    quote: Six cameras up in one day, and not a wire in sight. Edited in the browser.'])
    expect(after.split('\n')[0]).toBe('# yaml-language-server: $schema=reviews.schema.json')
  }, 60_000)

  it('saves a case study’s headline to its Markdown file, and the build still accepts every owner file', async () => {
    const file = join(copy, 'owner/case-studies/retail-loss-prevention.md')
    const before = await readFile(file, 'utf8')
    await openEntry('case-studies', 'retail-loss-prevention')
    const title = page.getByLabel('Title', { exact: true }).first()
    await expect.poll(() => title.inputValue(), { timeout: 20_000 }).toContain('Retail Chain Cuts Shrinkage')
    await title.fill('Our Store Client Cut Shrinkage in Half')
    await publish()
    const after = await readFile(file, 'utf8')
    expect(changedLines(before, after)).toEqual(['title: Our Store Client Cut Shrinkage in Half'])
    const { content, problems } = checkOwnerContent(copy)
    expect(problems).toEqual([])
    const study = content?.caseStudies.find((candidate) => candidate.slug === 'retail-loss-prevention')
    // What the study's page and its card are drawn from, as the build makes them from the file.
    expect(study && caseStudyOf(study).title).toBe('Our Store Client Cut Shrinkage in Half')
    expect(study && caseStudyCardOf(study).title).toBe('Our Store Client Cut Shrinkage in Half')
    expect(content?.reviews[0]?.quote).toBe('Six cameras up in one day, and not a wire in sight. Edited in the browser.')
  }, 60_000)

  it('refuses, as the owner types, a value the build would refuse', async () => {
    await openEntry('profile', 'profile')
    const phone = page.getByLabel('Phone', { exact: true })
    await expect.poll(() => phone.inputValue(), { timeout: 20_000 }).toMatch(/^\(\d{3}\) \d{3}-\d{4}$/)
    await phone.fill('704-555-0143')
    await page.getByRole('button', { name: 'Publish', exact: true }).click()
    await page.getByText('Publish now').click()
    await page.getByText('must be a US number written like (704) 555-0143').waitFor()
    expect(await readFile(join(copy, 'owner/profile.json'), 'utf8')).not.toContain('704-555-0143')
  }, 60_000)
})
