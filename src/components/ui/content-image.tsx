import type { ContentImage as ContentImageData } from '../../content/content-image'

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
  readonly className?: string
}

/** A sized content picture, lazy unless told otherwise, decoded off the main thread. */
export function ContentImage({ image, alt, loading = 'lazy', className }: ContentImageProps) {
  return (
    <img
      src={image.src}
      alt={alt ?? image.alt ?? ''}
      width={image.width}
      height={image.height}
      loading={loading === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={loading === 'priority' ? 'high' : 'auto'}
      decoding="async"
      className={className}
    />
  )
}
