/**
 * The list of every picture the site publishes and where each appears, written into
 * docs/images.md between its markers, so an owner finds every file name without listing folders
 * and the list cannot drift from the files (a unit test compares the two).
 * Run: node --import tsx scripts/build/picture-list.ts
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { chosenPhotos } from '../../src/content/owner/chosen-photos.ts'
import { ownerFiles, readOwnerContent } from '../../src/content/owner/read-owner-files.ts'

/** Where the pictures of each folder under public/images/ appear; a test fails on a folder missing here. */
const placesByFolder: Record<string, (name: string) => string> = {
  hero: (name) =>
    `home page, hero slide ${/slide-(\d+)/.exec(name)?.[1] ?? '?'}${name === 'slide-1.svg' ? '; the business picture search engines read (JSON-LD)' : ''}`,
  services: (name) =>
    `service cards on the home page and /services, /all-services; with your photo also the top of /services/${name.replace(/\.svg$/, '')}`,
  products: () => '/products',
  insights: () => '/solutions/security-insights',
  about: () => '/about, "Our Story"',
}

export const pictureListStart = '<!-- picture list: written by scripts/build/picture-list.ts -->'
export const pictureListEnd = '<!-- end of picture list -->'

export function pictureListMarkdown(root: string = process.cwd()): string {
  const images = resolve(root, 'public/images')
  const content = readOwnerContent(root)
  const stories = content.caseStudies
  const chosen = chosenPhotos(content, ownerFiles.pictures)
  const rows = readdirSync(images, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      join(entry.parentPath, entry.name)
        .slice(images.length + 1)
        .split('\\')
        .join('/'),
    )
    .sort()
    .map((file) => {
      const [folder = '', name = ''] = file.split('/')
      const place =
        folder === 'case-studies'
          ? stories
              .filter((story) => story.frontMatter.image.file === `/images/${file}`)
              .map((story) => `/case-studies card and /case-studies/${story.slug} (${story.file})`)
              .join('; ') || 'no story shows it, so it is not published'
          : placesByFolder[folder]?.(name)
      if (!place) throw new Error(`public/images/${folder}/ has no entry in placesByFolder (scripts/build/picture-list.ts)`)
      const stem = file.replace(/\.svg$/, '')
      const choice = chosen.find((candidate) => candidate.picture === `/images/${file}`)
      const photo = choice ? `\`${choice.photo}\` (chosen in ${choice.chosenIn})` : `\`owner/photos/${stem}.jpg\``
      return `| \`/images/${file}\` | ${photo} | ${place} |`
    })
  return [
    pictureListStart,
    '| picture | your photo: this name, or any name chosen in the entry’s `photo` field | where it appears |',
    '|---|---|---|',
    ...rows,
    pictureListEnd,
  ].join('\n')
}

export function docsWithPictureList(docs: string, list: string): string {
  const start = docs.indexOf(pictureListStart)
  const end = docs.indexOf(pictureListEnd)
  if (start < 0 || end < 0) throw new Error('docs/images.md has no picture list markers')
  return `${docs.slice(0, start)}${list}${docs.slice(end + pictureListEnd.length)}`
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = resolve('docs/images.md')
  writeFileSync(file, docsWithPictureList(readFileSync(file, 'utf8'), pictureListMarkdown()))
  console.log('docs/images.md: picture list written')
}
