import { Link } from '@tanstack/react-router'
import { ArrowRight } from 'lucide-react'
import { Section } from '../../components/sections/section'
import { SectionHeading } from '../../components/sections/section-heading'
import { buttonClass } from '../../components/ui/button-styles'
import type { LinkButton } from '../../content/home'
import type { ServiceCard } from '../../content/services'
import { ServiceCardGrid } from '../../components/sections/service-card-grid'

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
      <ServiceCardGrid cards={cards} linkText={cardLinkHint} />
      <div className="mt-12 text-center">
        <Link to={viewAll.to} className={buttonClass('primary', 'lg')}>
          {viewAll.label}
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      </div>
    </Section>
  )
}
