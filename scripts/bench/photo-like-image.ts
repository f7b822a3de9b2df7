/**
 * Stand-ins for an owner's camera photos, for the benchmarks and tests that build the site with
 * owner/photos/ filled. Plain noise is a poor stand-in: AVIF smooths it away to almost nothing.
 * A photo has smooth light across the frame, shapes of medium size and fine texture, so these
 * images are layers of seeded random values at those scales, each enlarged smoothly and summed;
 * at 4000 × 3000 and JPEG quality 90 they weigh about what a phone's photo does, and the site's
 * AVIF of one comes out near the size of a real photo's.
 */
import { existsSync } from 'node:fs'
import { copyFile, mkdir, readdir, rename, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import sharp from 'sharp'

/** Deterministic pseudo-random numbers (mulberry32), so the same seed writes the same photo. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Grid size as a share of the image, and how strongly that scale shows. */
const layers = [
  { cells: 4, amount: 1.6, colour: true },
  { cells: 48, amount: 0.7, colour: true },
  { cells: 320, amount: 0.45, colour: false },
  { cells: 1400, amount: 0.25, colour: false },
] as const

async function layer(width: number, height: number, cells: number, colour: boolean, random: () => number): Promise<Buffer> {
  const gridWidth = Math.max(2, Math.min(width, cells))
  const gridHeight = Math.max(2, Math.round((gridWidth * height) / width))
  const grid = Buffer.alloc(gridWidth * gridHeight * 3)
  for (let i = 0; i < grid.length; i += 3) {
    const value = random() * 255
    grid[i] = colour ? random() * 255 : value
    grid[i + 1] = colour ? random() * 255 : value
    grid[i + 2] = colour ? random() * 255 : value
  }
  return sharp(grid, { raw: { width: gridWidth, height: gridHeight, channels: 3 } })
    .resize(width, height, { kernel: 'cubic', fit: 'fill' })
    .raw()
    .toBuffer()
}

/** A photo-like JPEG (default 4000 × 3000, quality 90, about 3 MB); the same seed gives the same bytes. */
export async function photoLikeJpeg(seed: number, width = 4000, height = 3000): Promise<Buffer> {
  const random = seededRandom(seed)
  const out = new Float32Array(width * height * 3).fill(128)
  for (const { cells, amount, colour } of layers) {
    const plane = await layer(width, height, cells, colour, random)
    for (let i = 0; i < out.length; i++) out[i]! += amount * (plane[i]! - 128)
  }
  // A Uint8ClampedArray clamps to 0–255 and rounds as it copies.
  return sharp(Buffer.from(Uint8ClampedArray.from(out).buffer), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer()
}

/** Every picture an owner may replace: the drawings in public/images, by their path without the extension. */
export async function pictureSlots(root: string): Promise<string[]> {
  const imagesDir = join(root, 'public', 'images')
  const entries = await readdir(imagesDir, { withFileTypes: true, recursive: true })
  return entries
    .filter((entry) => entry.isFile() && /\.(svg|png|jpe?g|webp)$/i.test(entry.name))
    .map((entry) => relative(imagesDir, join(entry.parentPath, entry.name)).replace(/\.[a-z]+$/i, ''))
    .sort()
}

/** A photo made once per seed and size and kept in the system's temp folder: the bytes never change, and each takes seconds. */
async function cachedPhoto(seed: number, width: number, height: number): Promise<string> {
  const file = join(tmpdir(), 'photo-like-images', `${seed}-${width}x${height}.jpg`)
  if (!existsSync(file)) {
    await mkdir(dirname(file), { recursive: true })
    const partial = `${file}.${process.pid}.part`
    await writeFile(partial, await photoLikeJpeg(seed, width, height))
    await rename(partial, file)
  }
  return file
}

/** Writes a photo-like JPEG into owner/photos/ under `root` for each slot given, as an owner would save them. */
export async function writeOwnerPhotos(root: string, slots: readonly string[], size = { width: 4000, height: 3000 }): Promise<void> {
  let seed = 1
  for (const slot of slots) {
    const file = join(root, 'owner', 'photos', `${slot}.jpg`)
    await mkdir(dirname(file), { recursive: true })
    await copyFile(await cachedPhoto(seed++, size.width, size.height), file)
  }
}
