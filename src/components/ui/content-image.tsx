import { preload } from 'react-dom'
import type { ContentImage as ContentImageData } from '../../content/content-image'
import { ownerPhotoFor } from '../../content/owner-photos'

/**
 * When the picture is fetched: `priority` for the page's largest picture above the fold (first,
 * at high priority), `eager` for one the page has just decided to show, `lazy` for one that
 * waits until it nears the viewport.
 */
export type ContentImageLoading = 'priority' | 'eager' | 'lazy'

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
  /** Drawn faintly behind a page hero's title: the owner's photo at the backdrop's lower quality. */
  readonly backdrop?: boolean
  readonly className?: string
}

/**
 * A sized content picture, lazy unless told otherwise, decoded off the main thread. Where the
 * owner dropped in a photo of their own (owner/photos/), it is served instead as AVIF or WebP at
 * the width the screen needs, in the same box.
 */
export function ContentImage({ image, alt, loading = 'lazy', sizes = '100vw', backdrop = false, className }: ContentImageProps) {
  const photo = ownerPhotoFor(image.src, { backdrop })
  // React preloads no <img> inside a <picture>, so a photo waited for the parser to reach it. The
  // page's first picture is its largest paint, so the top of the markup asks for it at once: the
  // AVIF at the width this screen will pick (the same srcset and sizes as the <source>), and only
  // in browsers that read AVIF, which are the ones that will choose that <source>.
  if (photo && loading === 'priority') {
    preload(photo.fallback, { as: 'image', imageSrcSet: photo.avifSrcSet, imageSizes: sizes, fetchPriority: 'high', type: 'image/avif' })
  }
  const img = (
    <img
      src={photo?.fallback ?? image.src}
      alt={photo?.alt ?? alt ?? image.alt ?? ''}
      width={image.width}
      height={image.height}
      loading={loading === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={loading === 'priority' ? 'high' : 'auto'}
      decoding="async"
      className={className}
      {...(photo?.caption ? { title: photo.caption } : {})}
    />
  )
  if (!photo) return img
  // The <picture> box is left out of layout (display: contents), so the <img> keeps its classes' place.
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={photo.avifSrcSet} sizes={sizes} />
      <source type="image/webp" srcSet={photo.webpSrcSet} sizes={sizes} />
      {img}
    </picture>
  )
}
