import { cp, mkdtemp, readFile, rm, symlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse as parseYaml } from 'yaml'
import { startOwnerEditor, type OwnerEditor } from '../../scripts/edit'
import { checkOwnerContent } from '../../src/content/owner/read-owner-files'
import { launchBrowser } from './support/browser'

/**
 * An owner rewrites a service page's heading in the browser editor's "Page words", on a copy of
 * the owner's files: the page's file changes at that line, its names and offer brackets are saved
 * as typed, and the build's reader accepts the file.
 */
const root = resolve(import.meta.dirname, '../..')
const doorbellsFile = () => join(copy, 'owner/pages/service-video-doorbells.yaml')
let copy: string
let editor: OwnerEditor
let browser: Browser
let page: Page

beforeAll(async () => {
  copy = await mkdtemp(join(tmpdir(), 'owner-editor-page-words-'))
  await cp(join(root, 'owner'), join(copy, 'owner'), { recursive: true })
  await symlink(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir')
  ;[editor, browser] = await Promise.all([startOwnerEditor({ root: copy, port: 0 }), launchBrowser()])
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  // The editor's script is several megabytes: on a busy machine its first load takes a while.
  page.setDefaultNavigationTimeout(90_000)
  await page.goto(editor.url)
  await page.getByRole('button', { name: 'Login' }).click()
  await page.getByText('Collections').waitFor()
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await editor?.close()
  if (copy) await rm(copy, { recursive: true, force: true })
})

describe('the page words in the owner’s browser editor', () => {
  it('saves a service page’s new heading to its file, keeping its names and offer brackets as typed', async () => {
    const before = parseYaml(await readFile(doorbellsFile(), 'utf8')) as Record<string, unknown>
    await page.goto(`${editor.url}/#/collections/pages`)
    await page.locator('a[href$="/collections/pages/entries/service-video-doorbells"]').click()
    const heading = page.getByLabel('Heading', { exact: true }).first()
    await expect.poll(() => heading.inputValue(), { timeout: 30_000 }).toBe('Video Doorbells That Let You Answer From Anywhere')
    await heading.fill('Doorbells Fitted by {company} in One Visit')

    await page.getByRole('button', { name: 'Publish', exact: true }).click()
    await page.getByText('Publish now').click()
    await page.getByText('Published', { exact: true }).waitFor({ timeout: 20_000 })

    const saved = await readFile(doorbellsFile(), 'utf8')
    const after = parseYaml(saved) as { hero: { heading: string } } & Record<string, unknown>
    expect(after.hero.heading).toBe('Doorbells Fitted by {company} in One Visit')
    // Everything else as it was, the offer brackets included.
    expect({ ...after, hero: { ...after.hero, heading: '' } }).toEqual({
      ...before,
      hero: { ...(before.hero as object), heading: '' },
    })
    expect(saved).toContain('[warranty:Backed by Warranty|Tested Before We Leave]')
    expect(saved.split('\n')[0]).toBe('# yaml-language-server: $schema=service.schema.json')
    expect(checkOwnerContent(copy).problems).toEqual([])
  }, 120_000)
})
