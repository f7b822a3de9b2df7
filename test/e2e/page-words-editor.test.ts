import { cp, mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startOwnerEditor, type OwnerEditor } from '../../scripts/edit'
import { checkOwnerContent } from '../../src/content/owner/read-owner-files'
import { launchBrowser } from './support/browser'

/**
 * An owner rewrites page words in the browser editor: a line of the Locations page (YAML) and the
 * article's headline (Markdown with front matter, whose body the editor keeps as written). Each
 * file changes only where the owner typed, and the build still accepts it.
 */
const root = resolve(import.meta.dirname, '../..')
let copy: string
let editor: OwnerEditor
let browser: Browser
let page: Page

beforeAll(async () => {
  copy = await mkdtemp(join(tmpdir(), 'page-words-editor-'))
  await cp(join(root, 'owner'), join(copy, 'owner'), { recursive: true })
  ;[editor, browser] = await Promise.all([startOwnerEditor({ root: copy, port: 0 }), launchBrowser()])
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  await page.goto(editor.url)
  await page.getByRole('button', { name: 'Login' }).click()
  await page.getByText('Collections').waitFor()
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await editor?.close()
  if (copy) await rm(copy, { recursive: true, force: true })
})

async function publish(): Promise<void> {
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await page.getByText('Publish now').click()
  await page.getByText('Published', { exact: true }).waitFor({ timeout: 20_000 })
}

function changedLines(before: string, after: string): string[] {
  const old = new Set(before.split('\n'))
  return after.split('\n').filter((line) => !old.has(line))
}

describe('page words in the browser editor', () => {
  it('saves a line of the Locations page to owner/pages/locations.yaml', async () => {
    const file = join(copy, 'owner/pages/locations.yaml')
    const before = await readFile(file, 'utf8')
    await page.goto(`${editor.url}/#/collections/pages/entries/locations`)
    const field = page.getByLabel('Heading', { exact: true }).nth(1)
    await expect.poll(() => field.inputValue(), { timeout: 20_000 }).toBe('Find Your City')
    await field.fill('Pick Your Town')
    await publish()
    const after = await readFile(file, 'utf8')
    expect(changedLines(before, after)).toEqual(['  heading: Pick Your Town'])
    expect(checkOwnerContent(copy).problems).toEqual([])
  }, 60_000)

  it('saves the article’s headline to owner/pages/security-insights.md and keeps its sections', async () => {
    const file = join(copy, 'owner/pages/security-insights.md')
    const before = await readFile(file, 'utf8')
    await page.goto(`${editor.url}/#/collections/pages/entries/security-insights`)
    const headline = page.getByLabel('Headline', { exact: true })
    await expect.poll(() => headline.inputValue(), { timeout: 20_000 }).toBe('The Real Value of Home Security Cameras')
    await headline.fill('What Home Cameras Really Do')
    await publish()
    const after = await readFile(file, 'utf8')
    expect(changedLines(before, after)).toContain('headline: What Home Cameras Really Do')
    const { content, problems } = checkOwnerContent(copy)
    expect(problems).toEqual([])
    const article = content?.pages['owner/pages/security-insights.md'] as { headline: string; body: { anchor?: string }[] }
    expect(article.headline).toBe('What Home Cameras Really Do')
    expect(article.body.map((section) => section.anchor)).toEqual([
      'hd-cctv',
      'night-vision',
      'smart-motion-detection',
      'remote-access',
      'deterrence-and-property-value',
    ])
  }, 60_000)
})
