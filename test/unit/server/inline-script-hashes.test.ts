import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { inlineScriptHashesFile, scanInlineScriptHashes, siteInlineScriptHashes } from '../../../server/http/security-headers'

const page = (script: string) => `<!doctype html><html><head><script>${script}</script></head><body></body></html>`

describe("the CSP's inline script hashes", () => {
  let siteDir: string
  beforeEach(async () => {
    siteDir = await mkdtemp(path.join(os.tmpdir(), 'script-hashes-'))
    await writeFile(path.join(siteDir, 'index.html'), page('document.documentElement.dataset.theme = "dark"'))
  })
  afterEach(() => rm(siteDir, { recursive: true, force: true }))

  it('are found by reading the pages when the folder has no record of the build', async () => {
    const scanned = await scanInlineScriptHashes(siteDir)
    expect(scanned).toHaveLength(1)
    expect(await siteInlineScriptHashes(siteDir)).toEqual(scanned)
  })

  it("are the build's record when there is one, so a start reads no page", async () => {
    const recorded = ["'sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA='"]
    await writeFile(path.join(siteDir, inlineScriptHashesFile), JSON.stringify(recorded))
    expect(await siteInlineScriptHashes(siteDir)).toEqual(recorded)
  })

  it('are found by reading the pages when the record is not a list of hashes', async () => {
    await writeFile(path.join(siteDir, inlineScriptHashesFile), JSON.stringify(['script-src *']))
    expect(await siteInlineScriptHashes(siteDir)).toEqual(await scanInlineScriptHashes(siteDir))
  })
})
