import { Link } from '@tanstack/react-router'
import { ArrowRight } from 'lucide-react'
import { Icon } from '../ui/icon'
import type { ServiceCard } from '../../content/services'
import { ContentImage } from '../ui/content-image'

/**
 * One link per card, named by the service: the title's link stretches over the whole card, and
 * the 'Learn More' cue is decorative so screen readers do not hear six identical links.
 */
export function ServiceCardGrid({ cards, linkText }: { cards: readonly ServiceCard[]; linkText: string }) {
  return (
    <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => (
        <li
          key={card.slug}
          className="group relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-brand-500 hover:shadow-lg motion-reduce:transition-none dark:border-slate-800 dark:bg-slate-900">
          <div className="aspect-[4/3] overflow-hidden bg-slate-100 dark:bg-slate-800">
            <ContentImage
              image={card.image}
              loading="after-first-picture"
              // One card of a column on a phone, of two from sm and of three in the 80rem container from lg.
              sizes="(min-width: 1024px) 26rem, (min-width: 640px) 50vw, 100vw"
              className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100"
            />
          </div>
          <div className="flex flex-1 flex-col p-6">
            <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-brand-600 dark:bg-brand-900/40 dark:text-brand-300">
              <Icon name={card.icon} />
            </span>
            <h3 className="mt-4 text-xl font-semibold">
              <Link
                to="/services/$serviceSlug"
                params={{ serviceSlug: card.slug }}
                className="after:absolute after:inset-0 focus-visible:outline-none">
                {card.name}
              </Link>
            </h3>
            <p className="mt-2 flex-1 text-slate-600 dark:text-slate-300">{card.summary}</p>
            <span aria-hidden="true" className="mt-5 inline-flex items-center gap-1 font-semibold text-brand-600 dark:text-brand-400">
              {linkText}
              <ArrowRight className="h-4 w-4 transition-transform group-hover:translate-x-1 motion-reduce:transition-none" />
            </span>
          </div>
        </li>
      ))}
    </ul>
  )
}
