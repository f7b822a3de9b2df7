import { Link } from '@tanstack/react-router'
import { ArrowRight } from 'lucide-react'
import { Section } from '../../components/sections/section'
import { SectionHeading } from '../../components/sections/section-heading'
import { buttonClass } from '../../components/ui/button-styles'
import { Icon } from '../../components/ui/icon'
import type { LinkButton } from '../../content/home'
import type { ServiceCard } from '../../content/services'

interface ServicesGridSectionProps {
  readonly heading: string
  readonly intro: string
  readonly cards: readonly ServiceCard[]
  readonly viewAll: LinkButton
  readonly cardLinkHint: string
}

/** Six service cards, each one link to its service page, and a link to the full overview. */
export function ServicesGridSection({ heading, intro, cards, viewAll, cardLinkHint }: ServicesGridSectionProps) {
  return (
    <Section labelledBy="home-services-heading">
      <SectionHeading id="home-services-heading" title={heading} intro={intro} />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card) => (
          <li key={card.slug}>
            <ServiceCardLink card={card} hint={cardLinkHint} />
          </li>
        ))}
      </ul>
      <div className="mt-12 text-center">
        <Link to={viewAll.to} className={buttonClass('primary', 'lg')}>
          {viewAll.label}
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      </div>
    </Section>
  )
}

function ServiceCardLink({ card, hint }: { card: ServiceCard; hint: string }) {
  // A plain path: the service pages work the same whether they are six files or one param route.
  const to: string = card.path
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-lg has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-500 motion-reduce:transition-none dark:border-slate-800 dark:bg-slate-900">
      <div className="aspect-[16/10] overflow-hidden bg-slate-100 dark:bg-slate-800">
        <img
          src={card.image.src}
          alt={card.image.alt}
          width={card.image.width}
          height={card.image.height}
          loading="lazy"
          decoding="async"
          className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100"
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <span className="-mt-12 inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-600 text-white shadow-md ring-4 ring-white dark:bg-brand-500 dark:text-slate-950 dark:ring-slate-900">
          <Icon name={card.icon} />
        </span>
        <h3 className="mt-4 text-xl font-semibold">
          {/* The link covers the whole card, so its name is just the service. */}
          <Link to={to} className="after:absolute after:inset-0 focus-visible:outline-none">
            {card.name}
          </Link>
        </h3>
        <p className="mt-2 flex-1 text-slate-600 dark:text-slate-300">{card.summary}</p>
        <span
          aria-hidden="true"
          className="mt-5 inline-flex items-center gap-1 font-semibold text-brand-700 group-hover:gap-2 dark:text-brand-300"
        >
          {hint}
          <ArrowRight className="h-4 w-4" />
        </span>
      </div>
    </article>
  )
}
