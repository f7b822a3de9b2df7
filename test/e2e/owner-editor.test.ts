import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Locator, Page } from '@playwright/test'
import sharp from 'sharp'
import { parse as parseYaml } from 'yaml'
import type { OwnerEditor } from '../../scripts/launch/edit'
import { expect, test } from './support/fixtures'
import { openOwnerEditor, type EditorSession } from './support/owner-editor'
import { site } from './support/site-modules'

const { caseStudyCardOf, caseStudyOf, checkOwnerContent } = site

/**
 * An owner who will not touch a text file changes a review, a case study and the business
 * profile in the browser editor (npm run edit), on a copy of the owner's files, and places a
 * photo of their own; the files the build reads change with them, still valid, and only where the
 * owner typed, and what the build makes of them (the study's page and card, the reviews) carries
 * the change. How the build turns owner files into pages, a chosen photo included, is tested on
 * builds the suite already makes (test/integration/build/, test/unit/content/owner-photo-field.test.ts).
 *
 * The site's words and services too, each test in a file of its own:
 * - an installer who sells alarm systems adds the service with every word its page needs:
 *   owner/services.yaml gains it after the six it had, the built-in ones stay as they were;
 * - a line of the Locations page (YAML) and the article's headline (Markdown with front matter,
 *   whose body the editor keeps as written) change only where the owner typed;
 * - a service page's heading changes at that line, its names and offer brackets saved as typed.
 *
 * One editor and one browser session for the whole file (a start and the first load of the
 * editor's several megabytes of script cost seconds of CPU each): the session starts, fresh (no
 * sign-in, nothing cached), at a link straight to an entry, which is what the first test needs.
 * Each test goes on from the files and the form the one before left, so they run in order, and a
 * failure skips the rest instead of running them on a fresh copy they were not written for.
 */
test.describe.configure({ mode: 'serial' })

const picturesEntry = '#/collections/pictures/entries/pictures'
let session: EditorSession
let copy: string
let editor: OwnerEditor
let page: Page

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000)
  session = await openOwnerEditor(browser, 'owner-editor-', [], picturesEntry)
  ;({ copy, editor, page } = session)
})

test.afterAll(async () => {
  await session?.close()
})

/** Opens an entry the way an owner does: the collection, then the entry's card. */
async function openEntry(collection: string, entry: string): Promise<void> {
  await page.goto(`${editor.url}/#/collections/${collection}`)
  await page.locator(`a[href$="/collections/${collection}/entries/${entry}"]`).click()
}

/** Asks the editor to publish the open entry now. */
async function pressPublish(): Promise<void> {
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await page.getByText('Publish now').click()
}

/** Publishes the open entry and waits until the editor says it is saved. */
async function publish(): Promise<void> {
  await pressPublish()
  // The status beside the title turns from "Publish" back to "Published" once the file is written.
  await expect(page.getByText('Published', { exact: true })).toBeVisible({ timeout: 20_000 })
}

/** Lines of `after` that are not in `before`. */
function changedLines(before: string, after: string): string[] {
  const old = new Set(before.split('\n'))
  return after.split('\n').filter((line) => !old.has(line))
}

const servicesFile = () => join(copy, 'owner/services.yaml')
const doorbellsFile = () => join(copy, 'owner/pages/service-video-doorbells.yaml')
const profileFile = () => join(copy, 'owner/profile.json')

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

test.describe('the owner’s browser editor on the business profile', () => {
  test('shows the saved profile after a link straight to another entry, in a fresh session', async () => {
    test.setTimeout(180_000)
    const saved = JSON.parse(await readFile(profileFile(), 'utf8')) as { phone: string; displayName: string; licenses: unknown[] }
    await expect(page.getByRole('button', { name: /^Add picture/ })).toBeVisible({ timeout: 20_000 })
    await page.goto(`${editor.url}/#/collections/profile/entries/profile`)
    // The page loads afresh (editor/main.ts), then the entry.
    await expect(page.getByLabel('Phone', { exact: true })).toHaveValue(saved.phone, { timeout: 60_000 })
    await expect(page.getByLabel('Display name', { exact: true })).toHaveValue(saved.displayName)
    await expect(page.getByText(`${saved.licenses.length} licenses`, { exact: true })).toHaveCount(1)
  })

  test('shows each folded list entry by its words, and counts entries in words that agree with the number', async () => {
    await expect(page.getByText('NC Alarm Systems Licensing Board · 1187-CSA', { exact: true })).toHaveCount(1)
    await expect(page.getByText('08:00 · 18:00', { exact: true })).toHaveCount(1)
    await expect(page.getByText('North Carolina · ', { exact: false })).not.toHaveCount(0)
    // Neither a list's brackets nor a field's name stands for an entry.
    await expect(page.getByText('["Mo"', { exact: false })).toHaveCount(0)
    const { social } = JSON.parse(await readFile(profileFile(), 'utf8')) as { social: unknown[] }
    const socialCount = social.length === 1 ? '1 social profile' : `${social.length} social profiles`
    await expect(page.getByText(socialCount, { exact: true })).toHaveCount(1)
    await expect(page.getByText('3 states', { exact: true })).toHaveCount(1)
  })
})

test.describe('the owner’s browser editor', () => {
  test('lists every owner file the site is made from', async () => {
    await page.goto(`${editor.url}/#/collections/reviews`)
    for (const name of [
      'Your business',
      'Reviews',
      'Case studies',
      'Team',
      'Offers and promises',
      'About page',
      'Page words',
      'Picture texts',
    ]) {
      await expect(page.getByRole('link', { name })).not.toHaveCount(0)
    }
  })

  test('saves a review edited in a form back to owner/reviews.yaml, changing only that line', async () => {
    const before = await readFile(join(copy, 'owner/reviews.yaml'), 'utf8')
    await openEntry('reviews', 'reviews')
    await expect(page.getByRole('button', { name: 'Add review' })).toBeVisible()
    // The first review's own toggle: entries are folded to their id until opened.
    await page.getByRole('button').nth(3).click()
    const quote = page.getByLabel('Quote', { exact: true }).first()
    await expect(quote).toHaveValue(/The crew mounted six cameras/, { timeout: 20_000 })
    await quote.fill('Six cameras up in one day, and not a wire in sight. Edited in the browser.')
    await publish()
    const after = await readFile(join(copy, 'owner/reviews.yaml'), 'utf8')
    expect(changedLines(before, after)).toEqual(['    quote: Six cameras up in one day, and not a wire in sight. Edited in the browser.'])
    expect(after.split('\n')[0]).toBe('# yaml-language-server: $schema=reviews.schema.json')
  })

  // One edit of the study, published once, carries both changes: each open and publish of an
  // entry in the editor costs seconds of CPU.
  test('saves a case study’s headline to its Markdown file and places a photo under the name it has on the owner’s computer, with the owner’s description, and the build still accepts every owner file', async () => {
    test.setTimeout(90_000)
    const file = join(copy, 'owner/case-studies/retail-loss-prevention.md')
    const before = await readFile(file, 'utf8')
    await openEntry('case-studies', 'retail-loss-prevention')
    const title = page.getByLabel('Title', { exact: true }).first()
    await expect(title).toHaveValue(/Retail Chain Cuts Shrinkage/, { timeout: 20_000 })
    await title.fill('Our Store Client Cut Shrinkage in Half')
    await page.getByRole('button', { name: 'Choose an image' }).click()
    // The media library's Upload button opens this file input.
    await page.locator('input[type=file]').setInputFiles({ name: 'IMG_0042.jpg', mimeType: 'image/jpeg', buffer: await cameraPhoto() })
    await page.getByRole('button', { name: 'Choose selected' }).click()
    await page.getByLabel('Alt', { exact: true }).fill(photoAlt)
    await publish()
    const after = await readFile(file, 'utf8')
    // Decap keeps the photo's name, in lower case, and writes where it put the file.
    expect(changedLines(before, after).sort()).toEqual(
      [`  alt: ${photoAlt}`, '  photo: owner/photos/img_0042.jpg', 'title: Our Store Client Cut Shrinkage in Half'].sort(),
    )
    expect(existsSync(join(copy, 'owner/photos/img_0042.jpg'))).toBe(true)
    const { content, problems } = checkOwnerContent(copy)
    expect(problems).toEqual([])
    const study = content?.caseStudies.find((candidate) => candidate.slug === 'retail-loss-prevention')
    // What the study's page and its card are drawn from, as the build makes them from the file.
    expect(study && caseStudyOf(study).title).toBe('Our Store Client Cut Shrinkage in Half')
    expect(study && caseStudyCardOf(study).title).toBe('Our Store Client Cut Shrinkage in Half')
    // The field the build's photo step follows to put the photo in place of the study's drawing,
    // and the description its page gives it.
    expect(study?.frontMatter.image.photo).toBe('owner/photos/img_0042.jpg')
    expect(study && caseStudyOf(study).image).toMatchObject({ src: '/images/case-studies/retail-loss-prevention.svg', alt: photoAlt })
    // What the home page's reviews are drawn from: the review edited above, in the owner's words.
    expect(content?.reviews[0]?.quote).toBe('Six cameras up in one day, and not a wire in sight. Edited in the browser.')
  })
})

/** Run before the profile loses a state below, so the build's reader sees the profile whole. */
test.describe('adding a service in the owner’s browser editor', () => {
  test('saves a new service with its page’s words after the six, and the build accepts owner/services.yaml', async () => {
    test.setTimeout(120_000)
    const before = parseYaml(await readFile(servicesFile(), 'utf8')) as { services: { slug: string }[] }
    await openEntry('services', 'services')
    await page.getByRole('button', { name: 'Add service' }).click()
    // The new entry comes last and open; the six before it hold only a slug, so no entry of their own.
    const entries = page.locator('[class*="SortableListItem"]')
    await expect(entries).toHaveCount(before.services.length + 1, { timeout: 20_000 })
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
  })
})

test.describe('page words in the browser editor', () => {
  test('saves a line of the Locations page to owner/pages/locations.yaml', async () => {
    const file = join(copy, 'owner/pages/locations.yaml')
    const before = await readFile(file, 'utf8')
    await page.goto(`${editor.url}/#/collections/pages/entries/locations`)
    const field = page.getByLabel('Heading', { exact: true }).nth(1)
    await expect(field).toHaveValue('Find Your City', { timeout: 20_000 })
    await field.fill('Pick Your Town')
    await publish()
    const after = await readFile(file, 'utf8')
    expect(changedLines(before, after)).toEqual(['  heading: Pick Your Town'])
    expect(checkOwnerContent(copy).problems).toEqual([])
  })

  test('saves the article’s headline to owner/pages/security-insights.md and keeps its sections', async () => {
    const file = join(copy, 'owner/pages/security-insights.md')
    const before = await readFile(file, 'utf8')
    await page.goto(`${editor.url}/#/collections/pages/entries/security-insights`)
    const headline = page.getByLabel('Headline', { exact: true })
    await expect(headline).toHaveValue('The Real Value of Home Security Cameras', { timeout: 20_000 })
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
  })
})

test.describe('the page words in the owner’s browser editor', () => {
  test('saves a service page’s new heading to its file, keeping its names and offer brackets as typed', async () => {
    test.setTimeout(120_000)
    const before = parseYaml(await readFile(doorbellsFile(), 'utf8')) as Record<string, unknown>
    await openEntry('pages', 'service-video-doorbells')
    const heading = page.getByLabel('Heading', { exact: true }).first()
    await expect(heading).toHaveValue('Video Doorbells That Let You Answer From Anywhere', { timeout: 30_000 })
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
  })
})

test.describe('the owner’s browser editor saving the business profile', () => {
  test('saves a changed phone number as that one line: the keys in the file’s order, its layout kept', async () => {
    const before = await readFile(profileFile(), 'utf8')
    await openEntry('profile', 'profile')
    const phone = page.getByLabel('Phone', { exact: true })
    await expect(phone).toHaveValue(/^\(\d{3}\) \d{3}-\d{4}$/, { timeout: 20_000 })
    await phone.fill('(704) 555-0199')
    await publish()
    const after = await readFile(profileFile(), 'utf8')
    expect(changedLines(before, after)).toEqual(['  "phone": "(704) 555-0199",'])
    expect(after.split('\n')).toHaveLength(before.split('\n').length)
    expect(after.split('\n')[1]).toBe('  "$schema": "./profile.schema.json",')
    expect(after).not.toContain('[]')
  })

  test('writes a file saved through the editor’s backend in the file’s own key order, leaving out emptied optional lists', async () => {
    const before = await readFile(profileFile(), 'utf8')
    const { $schema, ...fields } = JSON.parse(before) as { $schema: string; serviceArea: { states: { cities: { areas?: string[] }[] }[] } }
    // As Decap sends it: keys in the form's order, `$schema` wherever it lands, one value a line,
    // and an empty list for a city's neighbourhoods it never had.
    const asDecapSendsIt = { ...fields, $schema }
    const city = asDecapSendsIt.serviceArea.states[1]?.cities[0]
    if (city) city.areas = []
    const response = await fetch(`${editor.url}/api/v1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        action: 'persistEntry',
        params: {
          branch: 'main',
          entry: { slug: 'profile', path: 'owner/profile.json', raw: JSON.stringify(asDecapSendsIt, null, 2) },
          assets: [],
          options: { collectionName: 'profile', commitMessage: 'Update Your business “profile”', useWorkflow: false, status: 'draft' },
        },
      }),
    })
    expect(response.status, await response.text()).toBe(200)
    expect(await readFile(profileFile(), 'utf8')).toBe(before)
  })

  test('removes a whole state with all its cities in one click', async () => {
    await openEntry('profile', 'profile')
    await expect(page.getByText('3 states', { exact: true })).toBeVisible({ timeout: 20_000 })
    await page.getByRole('button', { name: /^Remove North Carolina/ }).click()
    await expect(page.getByText('2 states', { exact: true })).toBeVisible()
    await publish()
    const after = await readFile(profileFile(), 'utf8')
    const profile = JSON.parse(after) as { serviceArea: { states: { abbr: string; cities: { name: string }[] }[] } }
    expect(profile.serviceArea.states.map((state) => state.abbr)).toEqual(['SC', 'GA'])
    expect(after).not.toContain('"Charlotte"')
    expect(after).not.toContain('"Lincolnton" }')
    expect(after.split('\n')[1]).toBe('  "$schema": "./profile.schema.json",')
  })
})

/** Last: it leaves the profile's form with a change the editor would not save. */
test.describe('the owner’s browser editor checking what the owner types', () => {
  test('refuses, as the owner types, a value the build would refuse', async () => {
    await openEntry('profile', 'profile')
    const phone = page.getByLabel('Phone', { exact: true })
    await expect(phone).toHaveValue(/^\(\d{3}\) \d{3}-\d{4}$/, { timeout: 20_000 })
    await phone.fill('704-555-0143')
    await pressPublish()
    await expect(page.getByText('must be a US number written like (704) 555-0143')).toBeVisible()
    expect(await readFile(profileFile(), 'utf8')).not.toContain('704-555-0143')
  })
})

const photoAlt = 'Our technician fitting a dome camera above a store checkout'

/** A phone camera's 4:3 JPEG; its pixels do not matter here, only that the build can crop and encode it. */
function cameraPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 60, g: 110, b: 90 } } })
    .jpeg()
    .toBuffer()
}
