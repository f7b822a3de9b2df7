import { mkdir, rm, symlink, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { ownerEditorConfig, type DecapField } from '../../../scripts/launch/edit-config'
import { buildOwnerPhotos } from '../../../scripts/build/owner-photos'
import { pictureListMarkdown } from '../../../scripts/build/picture-list'
import { findDemoContent, ownerPhotoStems } from '../../../src/content/owner/demo-content'
import { checkOwnerContent, readOwnerContent } from '../../../src/content/owner/read-owner-files'
import { editFile, useOwnerCopies } from '../../support/owner-copy'

/**
 * The browser editor uploads a photo under the name it had on the owner's phone
 * (owner/photos/IMG_1234.jpg) and writes that path into the entry's `photo` field. Whatever the
 * file is called, the photo pipeline, the picture list and the publish check follow the field.
 */
const root = resolve(import.meta.dirname, '../../..')
const ownerCopy = useOwnerCopies('owner-photo-field-')
let dir: string
const edit = (file: string, change: (text: string) => string) => editFile(dir, file, change)

/** A small photo-like image: smooth colour across it. */
const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 90, b: 140 } } })
    .jpeg()
    .toBuffer()

beforeAll(async () => {
  dir = await ownerCopy()
  // The drawings a photo replaces, read for their size; nothing is written under public/.
  await symlink(join(root, 'public'), join(dir, 'public'))
  await writeFile(join(dir, 'owner/photos/IMG_1234.jpg'), await photo(640, 480))
  await writeFile(join(dir, 'owner/photos/our van.png'), await photo(500, 380))
  await edit('owner/case-studies/retail-loss-prevention.md', (text) =>
    text.replace(/^( {2}file: \/images\/case-studies\/retail-loss-prevention\.svg\n)/m, '$1  photo: owner/photos/IMG_1234.jpg\n'),
  )
  await edit('owner/pictures.yaml', (text) =>
    text.replace(/^( {2}- file: \/images\/about\/story\.svg\n)/m, '$1    photo: owner/photos/our van.png\n'),
  )
})

describe('a photo chosen in the editor under any name', () => {
  it('is accepted in a case study’s picture and in a picture text', () => {
    const { content, problems } = checkOwnerContent(dir)
    expect(problems).toEqual([])
    expect(content?.caseStudies.find((study) => study.slug === 'retail-loss-prevention')?.frontMatter.image.photo).toBe(
      'owner/photos/IMG_1234.jpg',
    )
    expect(content?.pictures.find((picture) => picture.file === '/images/about/story.svg')?.photo).toBe('owner/photos/our van.png')
  })

  it('replaces the picture of the entry that names it, at that picture’s size', async () => {
    const manifest = await buildOwnerPhotos(dir)
    expect(manifest['/images/case-studies/retail-loss-prevention.svg']).toMatchObject({ width: 1600, height: 700 })
    expect(manifest['/images/case-studies/retail-loss-prevention.svg']?.variants.length).toBeGreaterThan(0)
    expect(manifest['/images/about/story.svg']).toMatchObject({ width: 800, height: 600 })
  })

  it('counts as the owner’s photo for the publish check, which names the drawing’s description left under it', () => {
    const stems = ownerPhotoStems(dir, readOwnerContent(dir))
    expect(stems).toContain('/images/case-studies/retail-loss-prevention')
    expect(stems).toContain('/images/about/story')
    const named = findDemoContent(readOwnerContent(dir), dir).map((item) => `${item.file}: ${item.item}`)
    expect(named).toContainEqual(
      expect.stringMatching(
        /^owner\/pictures\.yaml: the drawing's description "A small-town main street.*" under your photo owner\/photos\/our van\.png$/,
      ),
    )
  })

  it('is listed in docs/images.md beside the picture it replaces', () => {
    const list = pictureListMarkdown(dir)
    expect(list).toContain(
      '| `/images/case-studies/retail-loss-prevention.svg` | `owner/photos/IMG_1234.jpg` (chosen in owner/case-studies/retail-loss-prevention.md) |',
    )
    expect(list).toContain('| `/images/about/story.svg` | `owner/photos/our van.png` (chosen in owner/pictures.yaml) |')
  })

  it('that is missing is named with the file and line that name it', async () => {
    await edit('owner/pictures.yaml', (text) => text.replace('photo: owner/photos/our van.png', 'photo: owner/photos/gone.jpg'))
    try {
      const { problems } = checkOwnerContent(dir)
      expect(problems.map((problem) => `${problem.file}:${problem.line}: ${problem.message}`)).toEqual([
        expect.stringMatching(/^owner\/pictures\.yaml:\d+: pictures, entry \d+, photo: there is no file owner\/photos\/gone\.jpg/),
      ])
    } finally {
      await edit('owner/pictures.yaml', (text) => text.replace('photo: owner/photos/gone.jpg', 'photo: owner/photos/our van.png'))
    }
  })
})

describe('the editor’s picture chooser', () => {
  it('is the photo field of a case study and of every picture text, keeping uploads in owner/photos under their own names', () => {
    const config = ownerEditorConfig('http://localhost:8080/api/v1')
    const fields = (name: string) => {
      const collection = (config.collections as { name: string; fields?: DecapField[]; files?: { fields: DecapField[] }[] }[]).find(
        (entry) => entry.name === name,
      )
      return collection?.fields ?? collection?.files?.[0]?.fields ?? []
    }
    const image = fields('case-studies').find((field) => field.name === 'image')
    expect(image?.fields?.find((field) => field.name === 'photo')).toMatchObject({ widget: 'image', required: false, choose_url: false })
    const picture = fields('pictures').find((field) => field.name === 'pictures')
    expect(picture?.fields?.find((field) => field.name === 'photo')).toMatchObject({ widget: 'image', required: false })
    expect(config).toMatchObject({ media_folder: 'owner/photos', public_folder: 'owner/photos' })
  })
})

describe('a photo in owner/photos/ that no entry names and no picture is called', () => {
  it('still stops the photo step, saying how to place it', async () => {
    await mkdir(join(dir, 'owner/photos/extra'), { recursive: true })
    await writeFile(join(dir, 'owner/photos/extra/DSC_0001.jpg'), await photo(400, 300))
    try {
      await expect(buildOwnerPhotos(dir)).rejects.toThrow(/owner\/photos\/extra\/DSC_0001\.jpg replaces no picture: .*photo/)
    } finally {
      await rm(join(dir, 'owner/photos/extra'), { recursive: true })
    }
  })
})
