import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { readPageTemplate } from '../../../scripts/build/page-template'

/**
 * The prerender writes the home page over dist/client/index.html, Vite's page template. A later
 * run that prerenders only some pages (`node --import tsx scripts/build/prerender.ts /about`) read that
 * home page as its template, found no place to put a page in it, and wrote the home page under
 * every address it was given.
 */
const template = '<!doctype html><html><head><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>'
const prerenderedHome = '<!doctype html><html><head><title>Home</title></head><body><div id="root"><h1>Home</h1></div></body></html>'

let dist: string
beforeEach(async () => {
  dist = await mkdtemp(join(tmpdir(), 'page-template-'))
  await mkdir(join(dist, 'client'))
})
afterEach(async () => {
  await rm(dist, { recursive: true, force: true })
})

describe('the page template the prerender fills', () => {
  it('is Vite’s index.html after a build, and is kept for a later run', async () => {
    await writeFile(join(dist, 'client', 'index.html'), template)
    expect(await readPageTemplate(dist)).toBe(template)
    // The prerender then writes the home page over it.
    await writeFile(join(dist, 'client', 'index.html'), prerenderedHome)
    expect(await readPageTemplate(dist)).toBe(template)
  })

  it('is the new one after the next build, not one kept from before', async () => {
    await writeFile(join(dist, 'client', 'index.html'), template)
    await readPageTemplate(dist)
    const rebuilt = template.replace('<html>', '<html lang="en">')
    await writeFile(join(dist, 'client', 'index.html'), rebuilt)
    expect(await readPageTemplate(dist)).toBe(rebuilt)
  })

  it('names the fix when the home page is there and no template was kept', async () => {
    await writeFile(join(dist, 'client', 'index.html'), prerenderedHome)
    await expect(readPageTemplate(dist)).rejects.toThrow(/index\.html is a prerendered page.*npm run build/s)
  })

  it('is not kept where the site is served from', async () => {
    await writeFile(join(dist, 'client', 'index.html'), template)
    await readPageTemplate(dist)
    await writeFile(join(dist, 'client', 'index.html'), prerenderedHome)
    expect(await readFile(join(dist, 'client', 'index.html'), 'utf8')).toBe(prerenderedHome)
    expect(await readdir(join(dist, 'client'))).toEqual(['index.html'])
  })
})
