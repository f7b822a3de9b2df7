import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { keepAppShell } from '../../../scripts/build/app-shell'

/**
 * The prerender writes the home page over dist/client/index.html, Vite's shell. A later run that
 * prerenders only some pages (`node --import tsx scripts/build/prerender.ts /about`) must not
 * take that home page for the shell the relay serves to unprerendered city pages.
 */
const shell = '<!doctype html><html><head><script type="module" src="/assets/index-abc.js"></script></head><body></body></html>'
const prerenderedHome = '<!doctype html><html><head><title>Home</title></head><body><div id="root"><h1>Home</h1></div></body></html>'

let client: string
const write = (file: string, html: string) => writeFile(join(client, file), html)
const read = (file: string) => readFile(join(client, file), 'utf8')
beforeEach(async () => {
  client = await mkdtemp(join(tmpdir(), 'app-shell-'))
})
afterEach(async () => {
  await rm(client, { recursive: true, force: true })
})

describe('the app shell the prerender publishes', () => {
  it('is Vite’s index.html after a build, and stays when the home page is written over it', async () => {
    await write('index.html', shell)
    await keepAppShell(client)
    expect(await read('app-shell.html')).toBe(shell)
    await write('index.html', prerenderedHome)
    await keepAppShell(client)
    expect(await read('app-shell.html')).toBe(shell)
  })

  it('is the new one after the next build, not one kept from before', async () => {
    await write('index.html', shell)
    await keepAppShell(client)
    const rebuilt = shell.replace('index-abc', 'index-def')
    await write('index.html', rebuilt)
    await keepAppShell(client)
    expect(await read('app-shell.html')).toBe(rebuilt)
  })

  it('names the fix when the home page is there and no shell was kept', async () => {
    await write('index.html', prerenderedHome)
    await expect(keepAppShell(client)).rejects.toThrow(/index\.html is a prerendered page.*npm run build/s)
    await write('app-shell.html', prerenderedHome)
    await expect(keepAppShell(client)).rejects.toThrow(/index\.html is a prerendered page.*npm run build/s)
  })
})
