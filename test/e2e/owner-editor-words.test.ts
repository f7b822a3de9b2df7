import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse as parseYaml } from 'yaml'
import type { OwnerEditor } from '../../scripts/edit'
import { checkOwnerContent } from '../../src/content/owner/read-owner-files'
import { openOwnerEditor, type EditorSession } from './support/owner-editor'

/**
 * An owner changes the site's words and services in the browser editor (npm run edit), on one
 * copy of the owner's files, each test in a file of its own:
 * - an installer who sells alarm systems adds the service with every word its page needs:
 *   owner/services.yaml gains it after the six it had, the built-in ones stay as they were;
 * - a line of the Locations page (YAML) and the article's headline (Markdown with front matter,
 *   whose body the editor keeps as written) change only where the owner typed;
 * - a service page's heading changes at that line, its names and offer brackets saved as typed.
 * After each, the build's reader accepts the whole copy.
 */
let session: EditorSession
let copy: string
let editor: OwnerEditor
let page: Page

beforeAll(async () => {
  session = await openOwnerEditor('owner-editor-words-')
  ;({ copy, editor, page } = session)
}, 120_000)

afterAll(async () => {
  await session?.close()
})

const servicesFile = () => join(copy, 'owner/services.yaml')
const doorbellsFile = () => join(copy, 'owner/pages/service-video-doorbells.yaml')

/** Publishes the open entry and waits until the editor says it is saved. */
async function publish(): Promise<void> {
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await page.getByText('Publish now').click()
  await page.getByText('Published', { exact: true }).waitFor({ timeout: 20_000 })
}

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

function changedLines(before: string, after: string): string[] {
  const old = new Set(before.split('\n'))
  return after.split('\n').filter((line) => !old.has(line))
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

    await publish()

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

describe('the page words in the owner’s browser editor', () => {
  it('saves a service page’s new heading to its file, keeping its names and offer brackets as typed', async () => {
    const before = parseYaml(await readFile(doorbellsFile(), 'utf8')) as Record<string, unknown>
    await page.goto(`${editor.url}/#/collections/pages`)
    await page.locator('a[href$="/collections/pages/entries/service-video-doorbells"]').click()
    const heading = page.getByLabel('Heading', { exact: true }).first()
    await expect.poll(() => heading.inputValue(), { timeout: 30_000 }).toBe('Video Doorbells That Let You Answer From Anywhere')
    await heading.fill('Doorbells Fitted by {company} in One Visit')

    await publish()

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
