import { cp, mkdtemp, readFile, rm, symlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse as parseYaml } from 'yaml'
import { startOwnerEditor, type OwnerEditor } from '../../scripts/edit'
import { checkOwnerContent } from '../../src/content/owner/read-owner-files'
import { launchBrowser } from './support/browser'

/**
 * An installer who sells alarm systems adds the service in the browser editor, with every word
 * its page needs, on a copy of the owner's files: owner/services.yaml gains it after the six it
 * had, the built-in ones stay as they were, and the build's reader accepts the file.
 */
const root = resolve(import.meta.dirname, '../..')
const servicesFile = () => join(copy, 'owner/services.yaml')
let copy: string
let editor: OwnerEditor
let browser: Browser
let page: Page

beforeAll(async () => {
  copy = await mkdtemp(join(tmpdir(), 'owner-editor-services-'))
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

/** Labels read "Name" or, for an optional field, "Name (optional)". */
function labelled(name: string): RegExp {
  return new RegExp(`^${name}( \\(optional\\))?\\s*$`)
}

/** The part of the form called `name` inside `within`: the innermost field block with that label. */
function part(within: Locator, name: string): Locator {
  return within
    .locator('[class*="ControlContainer"]')
    .filter({ has: page.locator('label', { hasText: labelled(name) }) })
    .last()
}

/** The input of the first field called `name` inside `within`, found by its label's `for`. */
async function input(within: Locator, name: string): Promise<Locator> {
  const id = await within
    .locator('label', { hasText: labelled(name) })
    .first()
    .getAttribute('for')
  return page.locator(`[id="${id}"]`)
}

async function type(within: Locator, name: string, value: string): Promise<void> {
  await (await input(within, name)).fill(value)
}

/** A drop-down: typing filters the choices, Enter takes the first that matches. */
async function choose(within: Locator, name: string, value: string): Promise<void> {
  const box = await input(within, name)
  await box.fill(value)
  await box.press('Enter')
}

describe('adding a service in the owner’s browser editor', () => {
  it('saves a new service with its page’s words after the six, and the build accepts owner/services.yaml', async () => {
    const before = parseYaml(await readFile(servicesFile(), 'utf8')) as { services: { slug: string }[] }
    await page.goto(`${editor.url}/#/collections/services`)
    await page.locator('a[href$="/collections/services/entries/services"]').click()
    await page.getByRole('button', { name: 'Add service' }).click()
    // The new entry comes last and open; the six before it hold only a slug, so no entry of their own.
    const entries = page.locator('[class*="SortableListItem"]')
    await expect.poll(() => entries.count(), { timeout: 20_000 }).toBe(before.services.length + 1)
    const service = entries.nth(before.services.length)

    await type(service, 'Slug', 'alarm-systems')
    await type(service, 'Name', 'Alarm Systems')
    await type(service, 'Noun', 'alarm systems')
    await type(service, 'Summary', 'Monitored burglar alarms with door, window and motion sensors, installed and tested in a day.')
    await choose(service, 'Icon', 'Siren')
    await choose(service, 'Drawing', 'access-control')

    const words = part(service, 'Page')
    await type(words, 'Description', 'Burglar alarm installation: door, window and motion sensors with a keypad and phone alerts.')
    const hero = part(words, 'Hero')
    await type(hero, 'Eyebrow', 'Intrusion Protection')
    await type(hero, 'Heading', 'Alarm Systems Installed by Our Own Technicians')
    await type(hero, 'Intro', 'Sensors on every door and window, a keypad by the entrance and alerts on your phone.')
    const features = part(words, 'Features')
    await type(features, 'Heading', 'What Every Alarm Includes')
    await type(features, 'Intro', 'Everything a home or shop needs to know when someone gets in.')
    await features.getByRole('button', { name: 'Add item' }).click()
    const feature = features.locator('[class*="SortableListItem"]').first()
    await choose(feature, 'Icon', 'DoorOpen')
    await type(feature, 'Title', 'Door and window sensors')
    await type(feature, 'Description', 'Every opening that matters, wired or wireless.')
    await words.getByRole('button', { name: 'Add question' }).click()
    const question = part(words, 'Questions').locator('[class*="SortableListItem"]').first()
    await type(question, 'Question', 'Can I arm the alarm from my phone?')
    await type(question, 'Answer', 'Yes: the app arms, disarms and shows which sensor tripped.')
    const closing = part(words, 'Closing')
    await type(closing, 'Heading', 'Ready for an Alarm That Calls You?')
    await type(closing, 'Text', 'Tell us about the building and we will send a quote.')

    await page.getByRole('button', { name: 'Publish', exact: true }).click()
    await page.getByText('Publish now').click()
    await page.getByText('Published', { exact: true }).waitFor({ timeout: 20_000 })

    const saved = await readFile(servicesFile(), 'utf8')
    const after = parseYaml(saved) as { services: Record<string, unknown>[] }
    // The six built-in services as they were, in their order, and the new one last.
    expect(after.services.slice(0, before.services.length)).toEqual(before.services)
    expect(after.services.at(-1)).toMatchObject({
      slug: 'alarm-systems',
      name: 'Alarm Systems',
      noun: 'alarm systems',
      icon: 'Siren',
      drawing: 'access-control',
      page: {
        hero: { heading: 'Alarm Systems Installed by Our Own Technicians' },
        features: { items: [{ icon: 'DoorOpen', title: 'Door and window sensors' }] },
        faqs: [{ question: 'Can I arm the alarm from my phone?' }],
        closing: { heading: 'Ready for an Alarm That Calls You?' },
      },
    })
    // Its schema comment kept for VS Code, and nothing the owner left empty written out.
    expect(saved.split('\n')[0]).toBe('# yaml-language-server: $schema=services.schema.json')
    expect(saved).not.toMatch(/: \[\]$|: ""$/m)
    expect(checkOwnerContent(copy).problems).toEqual([])
  }, 120_000)
})
