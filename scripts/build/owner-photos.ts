/**
 * The owner's photos: a JPEG, PNG or WebP saved under owner/photos/ with the path of a picture
 * in public/images/ (owner/photos/case-studies/retail-loss-prevention.jpg replaces
 * /images/case-studies/retail-loss-prevention.svg) is cropped to that picture's shape and resized
 * here, before each build, to AVIF and WebP at a few widths. ContentImage then serves it as a
 * responsive <picture> with the same width and height, so the layout never moves, and preloads the
 * page's first one. Encoded files are kept in node_modules/.cache/owner-photos by the photo's
 * content, so only a new or changed photo costs encoding time.
 *
 * Run: node --import tsx scripts/build/owner-photos.ts (npm run build and npm start run it first).
 */
import { createHash } from 'node:crypto'
import { copyFile, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { dirname, extname, join, relative, resolve } from 'node:path'
import sharp from 'sharp'
import type { OwnerPhotoManifest } from '../../src/content/owner-photos'
import { chosenPhotos } from '../../src/content/owner/chosen-photos.ts'
import { readOwnerContent } from '../../src/content/owner/read-owner-files.ts'

const photoExtensions = new Set(['.jpg', '.jpeg', '.png', '.webp'])
/**
 * Widths for full-width slots: phones at density 1 (480); a 412 px phone at 1.75 (721 px, the
 * phone Lighthouse emulates) and a 375 px one at 2 (750); phones at 2–2.6 (960); desktops (1600).
 * Chromium takes the narrowest file at least as wide as the slot's device pixels, so without 750
 * those phones took 960. A photo is never enlarged past its own width.
 */
const targetWidths = [480, 750, 960, 1600] as const
/**
 * AVIF encoder effort 3 instead of sharp's 4: the same bytes within a few hundred (22.6 against
 * 22.5 KB for a 750 px slide; 59.3 KB both for a picture) in a quarter of the time, which an
 * owner with dozens of photos, and every build of the tests, waits for.
 */
const avifEffort = 3
/**
 * AVIF with its colour at half resolution (4:2:0, as cameras record it), a tenth smaller than
 * sharp's full-resolution default, which photos do not need; WebP only for browsers without AVIF.
 */
const pictureQuality = { avif: { quality: 55, chromaSubsampling: '4:2:0', effort: avifEffort }, webp: { quality: 78 } } as const
/**
 * The hero slides are only ever seen through the home hero's navy scrim (70–90 % opaque), where
 * a lower quality shows no difference, and the first of them is the home page's largest paint
 * on a phone's slow link: at quality 30 the 750 px slide is about 18 KB against 27 KB at 40,
 * 45 at 55, and arrives a round trip sooner in Lighthouse's simulation (docs/benchmarks.md).
 */
const backdropQuality = { avif: { quality: 30, chromaSubsampling: '4:2:0', effort: avifEffort }, webp: { quality: 60 } } as const
const backdropFolders = new Set(['hero'])
const qualityFor = (stem: string) => (backdropFolders.has(stem.split('/')[0] ?? '') ? backdropQuality : pictureQuality)
/**
 * Pictures a page's hero also shows as a backdrop under its copy: a service's and the article's
 * behind an inner page's title at 30 % opacity, and a case study's behind its title on a phone,
 * under a scrim from 40 to 100 % navy. They get a second, backdrop set at the slides' quality,
 * since there the picture is the page's largest paint and a card's quality is not seen.
 */
const pageHeroFolders = new Set(['services', 'insights', 'case-studies'])
/** Encoded sizes are kept by their photo's content, so a build re-encodes only a new or changed photo. */
const cacheVersion = 1

async function filesUnder(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return []
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name))
}

/** The picture a photo replaces, and that picture's size, read from its SVG or its own pixels. */
async function replacedPicture(publicDir: string, stem: string): Promise<{ path: string; width: number; height: number } | undefined> {
  const candidates = (await filesUnder(join(publicDir, 'images', dirname(stem)))).filter(
    (file) => relative(join(publicDir, 'images'), file).replace(/\.[a-z]+$/i, '') === stem,
  )
  const file = candidates[0]
  if (!file) return undefined
  const path = `/${relative(publicDir, file).split('\\').join('/')}`
  if (file.endsWith('.svg')) {
    const svg = await readFile(file, 'utf8')
    const width = Number(/<svg[^>]*\swidth="(\d+)"/.exec(svg)?.[1])
    const height = Number(/<svg[^>]*\sheight="(\d+)"/.exec(svg)?.[1])
    return width && height ? { path, width, height } : undefined
  }
  const { width, height } = await sharp(file).metadata()
  return width && height ? { path, width, height } : undefined
}

/** Writes `encode()`'s bytes to `file`, from the cache when the same photo was encoded the same way before. */
async function cachedWrite(cacheDir: string, key: string, file: string, encode: () => Promise<Buffer>): Promise<void> {
  const cached = join(cacheDir, `${createHash('sha256').update(key).digest('hex')}${extname(file)}`)
  if (!existsSync(cached)) {
    await mkdir(cacheDir, { recursive: true })
    // Two builds may encode the same photo at once (a benchmark's copies share node_modules): the rename is atomic.
    const partial = `${cached}.${process.pid}.part`
    await writeFile(partial, await encode())
    await rename(partial, cached)
  }
  await copyFile(cached, file)
}

/** Each photo and the pictures it replaces: by the photo's own path, or by an entry's `photo` field. */
async function photoTargets(root: string, photosDir: string): Promise<{ photo: string; stems: string[]; chosen: boolean }[]> {
  const chosen = chosenPhotos(readOwnerContent(root))
  const targets: { photo: string; stems: string[]; chosen: boolean }[] = []
  for (const photo of await filesUnder(photosDir)) {
    if (!photoExtensions.has(extname(photo).toLowerCase())) continue
    const name = relative(root, photo).split('\\').join('/')
    const choices = chosen
      .filter((choice) => choice.photo === name)
      .map((choice) => choice.picture.replace(/^\/images\//, '').replace(/\.[a-z]+$/i, ''))
    const ownStem = relative(photosDir, photo)
      .replace(/\.[a-z]+$/i, '')
      .split('\\')
      .join('/')
    targets.push({ photo, stems: choices.length > 0 ? choices : [ownStem], chosen: choices.length > 0 })
  }
  // A photo chosen in an entry's field comes last, so it wins over one named after the same picture.
  return targets.sort((a, b) => Number(a.chosen) - Number(b.chosen))
}

export async function buildOwnerPhotos(root: string = process.cwd()): Promise<OwnerPhotoManifest> {
  const photosDir = resolve(root, 'owner', 'photos')
  const outDir = resolve(root, 'src', 'assets', 'generated', 'photos')
  const cacheDir = resolve(root, 'node_modules', '.cache', 'owner-photos')
  const targets = await photoTargets(root, photosDir)
  await rm(outDir, { recursive: true, force: true })
  await mkdir(outDir, { recursive: true })
  const manifest: Record<string, OwnerPhotoManifest[string]> = {}
  for (const { photo, stems } of targets) {
    for (const stem of stems) {
      const target = await replacedPicture(resolve(root, 'public'), stem)
      if (!target) {
        throw new Error(
          `owner/photos/${relative(photosDir, photo).split('\\').join('/')} replaces no picture: choose it in the "photo" field of the entry it shows ` +
            `(npm run edit, or owner/pictures.yaml and owner/case-studies/*.md), or name it after a file in public/images/ (docs/images.md).`,
        )
      }
      const bytes = await readFile(photo)
      const digest = createHash('sha256').update(bytes).digest('hex')
      const { width: sourceWidth = 0 } = await sharp(bytes).rotate().metadata()
      const widths = [...new Set(targetWidths.map((width) => Math.min(width, sourceWidth, target.width)))].filter((width) => width > 0)
      const encodeSet = async (quality: typeof pictureQuality | typeof backdropQuality, suffix: string) => {
        const variants: { width: number; avif: string; webp: string }[] = []
        for (const width of widths) {
          const height = Math.round((width * target.height) / target.width)
          const resized = () => sharp(bytes).rotate().resize(width, height, { fit: 'cover', position: 'attention' })
          const base = `${stem}-${width}${suffix}`
          const key = `${digest} ${width}x${height} ${JSON.stringify({ quality, position: 'attention', cacheVersion })}`
          await mkdir(dirname(join(outDir, base)), { recursive: true })
          await cachedWrite(cacheDir, `${key} avif`, join(outDir, `${base}.avif`), () => resized().avif(quality.avif).toBuffer())
          await cachedWrite(cacheDir, `${key} webp`, join(outDir, `${base}.webp`), () => resized().webp(quality.webp).toBuffer())
          variants.push({ width, avif: `${base}.avif`, webp: `${base}.webp` })
        }
        return variants
      }
      const variants = await encodeSet(qualityFor(stem), '')
      const backdropVariants = pageHeroFolders.has(stem.split('/')[0] ?? '') ? await encodeSet(backdropQuality, '-backdrop') : undefined
      manifest[target.path] = { width: target.width, height: target.height, variants, ...(backdropVariants ? { backdropVariants } : {}) }
      console.log(`owner photo ${relative(root, photo)} → ${target.path} at ${widths.join(', ')} px`)
    }
  }
  await writeFile(join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)
  return manifest
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    await buildOwnerPhotos()
  } catch (error) {
    // The owner reads this: the message names the file and the fix; a stack trace would bury it.
    console.error(error instanceof Error ? error.message : String(error))
    process.exit(1)
  }
}
