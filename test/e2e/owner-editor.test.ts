import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { cp, mkdtemp, readFile, rm, symlink } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import express from 'express'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startOwnerEditor, type OwnerEditor } from '../../scripts/edit'
import { caseStudyCardOf, caseStudyOf } from '../../src/content/owner/case-study-data'
import { checkOwnerContent } from '../../src/content/owner/read-owner-files'
import { launchBrowser } from './support/browser'
import { projectFilesABuildReads } from '../support/project-files'

/**
 * An owner who will not touch a text file changes a review and a case study in the browser
 * editor (npm run edit), on a copy of the project, and places a photo of their own; the files the
 * build reads change with them, still valid, and only where the owner typed; and the site built
 * from that copy shows the change.
 */
const root = resolve(import.meta.dirname, '../..')
const projectFiles = projectFilesABuildReads
const generated = join('src', 'assets', 'generated')
let copy: string
let editor: OwnerEditor
let browser: Browser
let page: Page

beforeAll(async () => {
  copy = await mkdtemp(join(tmpdir(), 'owner-editor-'))
  await cp(join(root, 'owner'), join(copy, 'owner'), { recursive: true })
  // The build's inputs, with the main build's generated files but the owner's photos (remade by buildPages).
  await Promise.all(
    projectFiles.map((entry) =>
      cp(join(root, entry), join(copy, entry), { recursive: true, filter: (source) => !source.includes(join(generated, 'photos')) }),
    ),
  )
  await symlink(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir')
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
async function publish(on: Page = page): Promise<void> {
  await on.getByRole('button', { name: 'Publish', exact: true }).click()
  await on.getByText('Publish now').click()
  // The status beside the title turns from "Publish" back to "Published" once the file is written.
  await on.getByText('Published', { exact: true }).waitFor({ timeout: 20_000 })
}

/** Lines of `after` that are not in `before`. */
function changedLines(before: string, after: string): string[] {
  const old = new Set(before.split('\n'))
  return after.split('\n').filter((line) => !old.has(line))
}

describe('the owner’s browser editor', () => {
  it('lists every owner file the site is made from', async () => {
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
      await expect.poll(() => page.getByRole('link', { name }).count(), { timeout: 10_000 }).toBeGreaterThan(0)
    }
  })

  it('saves a review edited in a form back to owner/reviews.yaml, changing only that line', async () => {
    const before = await readFile(join(copy, 'owner/reviews.yaml'), 'utf8')
    await openEntry('reviews', 'reviews')
    await page.getByRole('button', { name: 'Add review' }).waitFor()
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

  it('places a photo under the name it has on the owner’s computer in a case study, with the owner’s description', async () => {
    const file = join(copy, 'owner/case-studies/retail-loss-prevention.md')
    const before = await readFile(file, 'utf8')
    await openEntry('case-studies', 'retail-loss-prevention')
    await page.getByRole('button', { name: 'Choose an image' }).click()
    // The media library's Upload button opens this file input.
    await page.locator('input[type=file]').setInputFiles({ name: 'IMG_0042.jpg', mimeType: 'image/jpeg', buffer: await cameraPhoto() })
    await page.getByRole('button', { name: 'Choose selected' }).click()
    await page.getByLabel('Alt', { exact: true }).fill(photoAlt)
    await publish()
    const after = await readFile(file, 'utf8')
    // Decap keeps the name, in lower case, and writes where it put the file.
    expect(changedLines(before, after).sort()).toEqual([`  alt: ${photoAlt}`, '  photo: owner/photos/img_0042.jpg'])
    expect(existsSync(join(copy, 'owner/photos/img_0042.jpg'))).toBe(true)
    expect(checkOwnerContent(copy).problems).toEqual([])
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

  it('builds the edited copy into pages that show the edited review, the new headline and the placed photo', async () => {
    await buildPages(['/', '/case-studies/retail-loss-prevention'])
    const site = await serveBuiltSite()
    try {
      await page.goto(`${site.url}/case-studies/retail-loss-prevention/`)
      await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Our Store Client Cut Shrinkage in Half')
      // The owner's photo, cropped and re-encoded by the build, in place of the drawing, with the owner's words.
      const photo = page.locator('picture', { has: page.locator(`img[alt="${photoAlt}"]`) })
      await expect.poll(() => photo.count()).toBe(1)
      // A phone's lighter backdrop set, then the full set.
      const avifSets = await photo
        .locator('source[type="image/avif"]')
        .evaluateAll((sources) => sources.map((source) => source.getAttribute('srcset')))
      expect(avifSets).toEqual([
        expect.stringMatching(/retail-loss-prevention-\d+-backdrop-[\w-]+\.avif \d+w/),
        expect.stringMatching(/retail-loss-prevention-\d+-[\w-]+\.avif \d+w/),
      ])
      expect(await page.locator('img[src*="/images/case-studies/retail-loss-prevention.svg"]').count()).toBe(0)
      await page.goto(`${site.url}/`)
      await expect
        .poll(() => page.getByText('Six cameras up in one day, and not a wire in sight. Edited in the browser.').count())
        .toBeGreaterThan(0)
      expect(await page.getByText('The crew mounted six cameras').count()).toBe(0)
    } finally {
      await site.close()
    }
  }, 300_000)
})

/**
 * The profile as an owner meets it: the form they land on, how its lists read when folded, what
 * a save writes, and taking a whole state off the site. Runs after the build above, so the
 * states removed here do not reach it.
 */
describe('the owner’s browser editor on the business profile', () => {
  const profileFile = () => join(copy, 'owner/profile.json')
  let context: BrowserContext
  let owner: Page

  /** A new browser session (no sign-in, nothing cached) at `hash`, signed in. */
  async function freshSession(hash: string): Promise<Page> {
    await context?.close()
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    // The editor's script is several megabytes: on a busy machine a fresh session's first load takes a while.
    context.setDefaultNavigationTimeout(90_000)
    const opened = await context.newPage()
    await opened.goto(`${editor.url}/${hash}`)
    await opened.getByRole('button', { name: 'Login' }).click()
    return opened
  }

  afterAll(async () => {
    await context?.close()
  })

  it('shows the saved profile after a link straight to another entry, in a fresh session', async () => {
    const saved = JSON.parse(await readFile(profileFile(), 'utf8')) as { phone: string; displayName: string; licenses: unknown[] }
    owner = await freshSession('#/collections/pictures/entries/pictures')
    await owner.getByRole('button', { name: /^Add picture/ }).waitFor({ timeout: 20_000 })
    await owner.goto(`${editor.url}/#/collections/profile/entries/profile`)
    // The page loads afresh (editor/main.ts), then the entry.
    await expect.poll(() => owner.getByLabel('Phone', { exact: true }).inputValue(), { timeout: 60_000 }).toBe(saved.phone)
    expect(await owner.getByLabel('Display name', { exact: true }).inputValue()).toBe(saved.displayName)
    expect(await owner.getByText(`${saved.licenses.length} licenses`, { exact: true }).count()).toBe(1)
  }, 180_000)

  it('shows each folded list entry by its words, and counts entries in words that agree with the number', async () => {
    await expect.poll(() => owner.getByText('NC Alarm Systems Licensing Board · 1187-CSA', { exact: true }).count()).toBe(1)
    await expect.poll(() => owner.getByText('08:00 · 18:00', { exact: true }).count()).toBe(1)
    expect(await owner.getByText('North Carolina · ', { exact: false }).count()).toBeGreaterThan(0)
    // Neither a list's brackets nor a field's name stands for an entry.
    expect(await owner.getByText('["Mo"', { exact: false }).count()).toBe(0)
    const { social } = JSON.parse(await readFile(profileFile(), 'utf8')) as { social: unknown[] }
    const socialCount = social.length === 1 ? '1 social profile' : `${social.length} social profiles`
    expect(await owner.getByText(socialCount, { exact: true }).count()).toBe(1)
    expect(await owner.getByText('3 states', { exact: true }).count()).toBe(1)
  }, 60_000)

  it('saves a changed phone number as that one line: the keys in the file’s order, its layout kept', async () => {
    const before = await readFile(profileFile(), 'utf8')
    const phone = owner.getByLabel('Phone', { exact: true })
    await phone.fill('(704) 555-0199')
    await publish(owner)
    const after = await readFile(profileFile(), 'utf8')
    expect(changedLines(before, after)).toEqual(['  "phone": "(704) 555-0199",'])
    expect(after.split('\n')).toHaveLength(before.split('\n').length)
    expect(after.split('\n')[1]).toBe('  "$schema": "./profile.schema.json",')
    expect(after).not.toContain('[]')
  }, 60_000)

  it('writes a file saved through the editor’s backend in the file’s own key order, leaving out emptied optional lists', async () => {
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
  }, 30_000)

  it('removes a whole state with all its cities in one click', async () => {
    await owner.goto(`${editor.url}/#/collections/profile`)
    await owner.locator('a[href$="/collections/profile/entries/profile"]').click()
    await owner.getByText('3 states', { exact: true }).waitFor({ timeout: 20_000 })
    await owner.getByRole('button', { name: /^Remove North Carolina/ }).click()
    await owner.getByText('2 states', { exact: true }).waitFor()
    await publish(owner)
    const after = await readFile(profileFile(), 'utf8')
    const profile = JSON.parse(after) as { serviceArea: { states: { abbr: string; cities: { name: string }[] }[] } }
    expect(profile.serviceArea.states.map((state) => state.abbr)).toEqual(['SC', 'GA'])
    expect(after).not.toContain('"Charlotte"')
    expect(after).not.toContain('"Lincolnton" }')
    expect(after.split('\n')[1]).toBe('  "$schema": "./profile.schema.json",')
  }, 60_000)
})

const photoAlt = 'Our technician fitting a dome camera above a store checkout'

/** A phone camera's 4:3 JPEG; its pixels do not matter here, only that the build can crop and encode it. */
function cameraPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 60, g: 110, b: 90 } } })
    .jpeg()
    .toBuffer()
}

function run(args: readonly string[]): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, args, {
      cwd: copy,
      env: { ...process.env, DIST_DIR: 'dist', SITE_URL: 'http://localhost:4173' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.once('error', fail)
    child.once('exit', (code) => (code === 0 ? done() : fail(new Error(`${args.join(' ')} failed:\n${output}`))))
  })
}

/**
 * The copy's build, as `npm run build` makes it, but prerendering only the pages named. The share
 * images, brand font and icon sprite follow the profile, which no test here changes: the main
 * build's are reused when there is one (npm test builds before the browser tests).
 */
async function buildPages(paths: readonly string[]): Promise<void> {
  const tsx = ['--import', 'tsx']
  const reused = ['brand-font.woff2', 'icons.svg', 'share'].every((name) => existsSync(join(copy, generated, name)))
  const assets = reused ? ['owner-photos'] : ['owner-photos', 'subset-brand-font', 'share-images', 'icon-sprite']
  for (const script of assets) await run([...tsx, `scripts/${script}.ts`])
  // `vite build` and `vite build --ssr src/entry-server.tsx` in one process: the second build
  // finds Vite, its plugins and the config's imports loaded and warm (19 s of CPU down to 13 s).
  const builds = `import { build } from 'vite'
await build({ logLevel: 'warn' })
await build({ logLevel: 'warn', build: { ssr: 'src/entry-server.tsx' } })`
  await run(['--input-type=module', '--eval', builds])
  await run([...tsx, 'scripts/prerender.ts', ...paths])
}

/** The copy's built pages over HTTP, as a static host serves them. */
async function serveBuiltSite(): Promise<{ url: string; close(): Promise<void> }> {
  const app = express()
  app.use(express.static(join(copy, 'dist', 'client')))
  const server = app.listen(0, '127.0.0.1')
  await new Promise<void>((done) => server.once('listening', done))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  }
}
