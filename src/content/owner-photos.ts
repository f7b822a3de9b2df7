import { ownerPictures } from './owner/owner-pictures'

export interface OwnerPhotoVariant {
  readonly width: number
  readonly avif: string
  readonly webp: string
}

/**
 * Which pictures the owner replaced with photos of their own (scripts/build/owner-photos.ts writes the
 * files and the manifest before each build), and where each size of each photo was published.
 */
export type OwnerPhotoManifest = Readonly<
  Record<
    string,
    {
      readonly width: number
      readonly height: number
      readonly variants: readonly OwnerPhotoVariant[]
      /** The same photo at the hero backdrop's lower quality, for a picture a page hero shows behind its title. */
      readonly backdropVariants?: readonly OwnerPhotoVariant[]
    }
  >
>

export interface OwnerPhoto {
  readonly avifSrcSet: string
  readonly webpSrcSet: string
  /** The largest WebP, for a browser that reads no srcset. */
  readonly fallback: string
  /** What the photo shows, from owner/pictures.yaml: a photo never speaks with the drawing's words. */
  readonly alt?: string
  readonly caption?: string
}

// Vite names each file by its content hash; outside a Vite build (the relay, scripts) there are none.
const manifests = import.meta.glob<OwnerPhotoManifest>('../assets/generated/photos/manifest.json', { eager: true, import: 'default' })
const files = import.meta.glob<string>('../assets/generated/photos/**/*.{avif,webp}', { eager: true, query: '?url', import: 'default' })
const manifest: OwnerPhotoManifest = Object.values(manifests)[0] ?? {}

const urlOf = (file: string) => files[`../assets/generated/photos/${file}`] ?? ''

/**
 * The owner's photo standing in for the picture at `src`, or undefined to show the picture itself.
 * `backdrop` asks for its backdrop set, where the build made one.
 */
export function ownerPhotoFor(src: string, { backdrop = false }: { readonly backdrop?: boolean } = {}): OwnerPhoto | undefined {
  const entry = manifest[src]
  if (!entry || entry.variants.length === 0) return undefined
  const variants = (backdrop ? entry.backdropVariants : undefined) ?? entry.variants
  const srcSet = (kind: 'avif' | 'webp') => variants.map((variant) => `${urlOf(variant[kind])} ${variant.width}w`).join(', ')
  const text = ownerPictures.find((picture) => picture.file === src)
  return {
    avifSrcSet: srcSet('avif'),
    webpSrcSet: srcSet('webp'),
    fallback: urlOf(variants.at(-1)?.webp ?? ''),
    ...(text ? { alt: text.alt, ...(text.caption ? { caption: text.caption } : {}) } : {}),
  }
}

/** The address of the picture actually published at `src`: the owner's photo when there is one. */
export function publishedPictureSrc(src: string): string {
  return ownerPhotoFor(src)?.fallback || src
}
