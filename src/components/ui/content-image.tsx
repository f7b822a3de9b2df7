import type { ContentImage as ContentImageData } from '../../content/content-image'

interface ContentImageProps {
  readonly image: Omit<ContentImageData, 'alt'> & { readonly alt?: string }
  /** Overrides the image's own alt text, for a picture that says something else here. */
  readonly alt?: string
  /** The page's largest picture above the fold: fetched first, never lazily. */
  readonly priority?: boolean
  readonly className?: string
}

/** A sized content picture: lazy and low priority unless it is the page's main one, decoded off the main thread. */
export function ContentImage({ image, alt, priority = false, className }: ContentImageProps) {
  return (
    <img
      src={image.src}
      alt={alt ?? image.alt ?? ''}
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className={className}
    />
  )
}
