import { ownerPictures } from './owner/owner-pictures'

/**
 * Which pictures the owner replaced with photos of their own (scripts/owner-photos.ts writes the
 * files and the manifest before each build), and where each size of each photo was published.
 */
export type OwnerPhotoManifest = Readonly<
  Record<
    string,
    {
      readonly width: number
      readonly height: number
      readonly variants: readonly { readonly width: number; readonly avif: string; readonly webp: string }[]
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

/** The owner's photo standing in for the picture at `src`, or undefined to show the picture itself. */
export function ownerPhotoFor(src: string): OwnerPhoto | undefined {
  const entry = manifest[src]
  if (!entry || entry.variants.length === 0) return undefined
  const srcSet = (kind: 'avif' | 'webp') => entry.variants.map((variant) => `${urlOf(variant[kind])} ${variant.width}w`).join(', ')
  const text = ownerPictures.find((picture) => picture.file === src)
  return {
    avifSrcSet: srcSet('avif'),
    webpSrcSet: srcSet('webp'),
    fallback: urlOf(entry.variants.at(-1)?.webp ?? ''),
    ...(text ? { alt: text.alt, ...(text.caption ? { caption: text.caption } : {}) } : {}),
  }
}

/** The address of the picture actually published at `src`: the owner's photo when there is one. */
export function publishedPictureSrc(src: string): string {
  return ownerPhotoFor(src)?.fallback || src
}
