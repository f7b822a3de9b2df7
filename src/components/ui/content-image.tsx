import { preload } from 'react-dom'
import type { ContentImage as ContentImageData } from '../../content/content-image'
import { ownerPhotoFor, type OwnerPhoto } from '../../content/owner-photos'

/**
 * When the picture is fetched: `priority` for the page's largest picture above the fold (first,
 * at high priority), `eager` for one the page has just decided to show, `lazy` for one that
 * waits until it nears the viewport, and `after-first-picture` for a lazy one that also waits
 * until the first screen's picture is painted (the pre-paint script first-picture.js holds it back; see
 * docs/decisions/0025-the-first-picture-first.md). Only for a picture in a box of its own fixed
 * size: until then the picture is not laid out.
 */
export type ContentImageLoading = 'priority' | 'eager' | 'lazy' | 'after-first-picture'

/**
 * Where the picture is a backdrop, drawn under the copy, so an owner's photo comes from its
 * lighter backdrop set: `faint` behind a page hero's title at 30 % opacity, where it is also
 * fetched at half the width `sizes` names (which must then be one length); `phone` behind a
 * scrim on a phone only, and at full quality from the md breakpoint, where it shows clearly.
 */
export type ContentImageBackdrop = 'faint' | 'phone'

interface ContentImageProps {
  readonly image: Omit<ContentImageData, 'alt'> & { readonly alt?: string }
  /** Overrides the image's own alt text, for a picture that says something else here. */
  readonly alt?: string
  readonly loading?: ContentImageLoading
  /**
   * How wide the picture is drawn, as a `sizes` attribute: a browser fetches the owner's photo
   * at that width and no wider. The full width of the window unless given.
   */
  readonly sizes?: string
  readonly backdrop?: ContentImageBackdrop
  readonly className?: string
}

/** Tailwind's md breakpoint (48rem), as media queries for a <source> and a preload. */
const belowMd = '(max-width: 767.98px)'
const fromMd = '(min-width: 768px)'

/** AVIF first: a browser takes the first source whose type it reads. */
const photoFormats = ['avif', 'webp'] as const

interface PhotoSource {
  readonly photo: OwnerPhoto
  readonly sizes: string
  readonly media?: string
}

/** The <source> sets of an owner's photo, in the order a browser tries them. */
function photoSources(src: string, sizes: string, backdrop: ContentImageBackdrop | undefined): PhotoSource[] {
  const full = ownerPhotoFor(src)
  if (!full) return []
  if (!backdrop) return [{ photo: full, sizes }]
  // The backdrop set, or the full one where the build made none.
  const light = ownerPhotoFor(src, { backdrop: true }) ?? full
  if (backdrop === 'faint') return [{ photo: light, sizes: `calc(${sizes} / 2)` }]
  return [
    { photo: light, sizes, media: belowMd },
    { photo: full, sizes, media: fromMd },
  ]
}

/**
 * A sized content picture, lazy unless told otherwise, decoded off the main thread. Where the
 * owner dropped in a photo of their own (owner/photos/), it is served instead as AVIF or WebP at
 * the width the screen needs, in the same box.
 */
export function ContentImage({ image, alt, loading = 'lazy', sizes = '100vw', backdrop, className }: ContentImageProps) {
  const sources = photoSources(image.src, sizes, backdrop)
  const photo = sources.at(-1)?.photo
  // React preloads no <img> inside a <picture>, so a photo waited for the parser to reach it. The
  // page's first picture is its largest paint, so the top of the markup asks for it at once: the
  // AVIF at the width this screen will pick (the same srcset, sizes and media as the <source>),
  // and only in browsers that read AVIF, which are the ones that will choose that <source>.
  if (loading === 'priority') {
    for (const source of sources) {
      preload(source.photo.fallback, {
        as: 'image',
        imageSrcSet: source.photo.avifSrcSet,
        imageSizes: source.sizes,
        fetchPriority: 'high',
        type: 'image/avif',
        ...(source.media ? { media: source.media } : {}),
      })
    }
  }
  const img = (
    <img
      src={photo?.fallback ?? image.src}
      alt={photo?.alt ?? alt ?? image.alt ?? ''}
      width={image.width}
      height={image.height}
      loading={loading === 'lazy' || loading === 'after-first-picture' ? 'lazy' : 'eager'}
      fetchPriority={loading === 'priority' ? 'high' : 'auto'}
      decoding="async"
      className={className}
      {...(loading === 'after-first-picture' ? { 'data-after-first-picture': '' } : {})}
      {...(photo?.caption ? { title: photo.caption } : {})}
    />
  )
  if (!photo) return img
  // The <picture> box is left out of layout (display: contents), so the <img> keeps its classes' place.
  return (
    <picture className="contents">
      {sources.flatMap((source) =>
        photoFormats.map((format) => (
          <source
            key={`${source.media ?? 'every screen'} ${format}`}
            type={`image/${format}`}
            srcSet={format === 'avif' ? source.photo.avifSrcSet : source.photo.webpSrcSet}
            sizes={source.sizes}
            media={source.media}
          />
        )),
      )}
      {img}
    </picture>
  )
}
