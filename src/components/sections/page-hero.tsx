import type { ReactNode } from 'react'
import { ContentImage } from '../ui/content-image'
import { ownerPhotoFor } from '../../content/owner-photos'

interface PageHeroProps {
  readonly eyebrow?: string
  readonly title: ReactNode
  readonly intro?: ReactNode
  /** Buttons and links under the intro. */
  readonly actions?: ReactNode
  /** Something above the eyebrow, e.g. a back link. */
  readonly before?: ReactNode
  readonly image?: { readonly src: string; readonly alt: string; readonly width: number; readonly height: number }
}

/**
 * The dark band every inner page opens with. The header sits over it transparently until the
 * visitor scrolls, so it carries top padding for the header's height.
 *
 * Behind the words only the owner's photo, faint: a drawing's flat shapes (a roof edge, a
 * figure) read as stray pieces across the headline, so a page whose picture is still a drawing
 * opens on the plain band.
 */
export function PageHero({ eyebrow, title, intro, actions, before, image }: PageHeroProps) {
  const backdrop = image && ownerPhotoFor(image.src) ? image : undefined
  return (
    <section className="relative isolate overflow-hidden bg-navy-900 px-4 pt-24 pb-16 text-white sm:px-6 sm:pb-20">
      {backdrop && (
        <ContentImage
          image={backdrop}
          loading="priority"
          backdrop="faint"
          className="absolute inset-x-0 top-16 bottom-0 -z-10 h-[calc(100%-4rem)] w-full object-cover opacity-30"
        />
      )}
      <div className="absolute inset-x-0 top-16 bottom-0 -z-10 bg-gradient-to-b from-navy-950/40 to-navy-900" aria-hidden="true" />
      {/* The page's one container (as every section below it), the words centred in it. */}
      <div className="mx-auto max-w-7xl text-center">
        {before}
        {eyebrow && (
          <p className="inline-block rounded-full bg-white/10 px-3 py-1 text-sm font-semibold tracking-wide text-brand-200 uppercase ring-1 ring-white/20">
            {eyebrow}
          </p>
        )}
        <h1 className="mx-auto mt-4 max-w-5xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">{title}</h1>
        {intro && <p className="mx-auto mt-5 max-w-3xl text-base text-balance text-slate-200 sm:text-lg">{intro}</p>}
        {actions && <div className="mt-8 flex flex-wrap items-center justify-center gap-3">{actions}</div>}
      </div>
    </section>
  )
}
