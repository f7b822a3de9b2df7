import { Link } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide-react'
import { Icon } from '../../components/ui/icon'
import { caseStudyDetailCopy, type CaseStudy } from '../../content/case-studies'
import { ContentImage } from '../../components/ui/content-image'

/** The image band is 96 units tall, 500 px from medium screens up, with the copy over it. */
export function CaseStudyHero({ study }: { study: CaseStudy }) {
  return (
    <section className="relative isolate h-96 overflow-hidden bg-navy-900 px-4 text-white sm:px-6 md:h-[500px]">
      <ContentImage
        image={study.image}
        loading="priority"
        backdrop="phone"
        // A phone shows the picture's left end, so a chart or label drawn at its right is out of view, never cut in half.
        className="absolute inset-0 -z-10 h-full w-full object-cover max-md:object-left"
      />
      <div
        aria-hidden="true"
        // On wider screens the scrim darkens the copy's side only, so the picture's right half reads clearly.
        className="absolute inset-0 -z-10 bg-gradient-to-t from-navy-950 via-navy-950/85 to-navy-950/40 md:bg-gradient-to-r md:from-navy-950 md:via-navy-950/80 md:via-50% md:to-navy-950/10"
      />
      <div className="mx-auto flex h-full max-w-7xl flex-col justify-between py-5 md:py-8">
        <Link
          to={caseStudyDetailCopy.backLinkHref}
          className="inline-flex items-center gap-2 self-start rounded-lg bg-navy-950/60 px-3 py-2 text-sm font-semibold text-white ring-1 ring-white/30 backdrop-blur-sm transition-colors hover:bg-navy-950/80 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white motion-reduce:transition-none">
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          {caseStudyDetailCopy.backLinkText}
        </Link>
        <div>
          <p className="inline-flex items-center gap-2 text-xs font-semibold tracking-wide text-brand-200 uppercase sm:text-sm">
            <Icon name={study.icon} className="h-4 w-4" />
            {study.industry}
          </p>
          <h1 className="mt-2 text-2xl font-extrabold tracking-tight text-balance sm:text-4xl md:text-5xl">{study.title}</h1>
          <p className="mt-3 max-w-3xl text-sm text-pretty text-slate-200 sm:text-lg">{study.subtitle}</p>
        </div>
      </div>
    </section>
  )
}
