import { Link } from '@tanstack/react-router'
import { ArrowRight } from 'lucide-react'
import { Section } from '../../components/sections/section'
import { SectionHeading } from '../../components/sections/section-heading'
import { buttonClass } from '../../components/ui/button-styles'
import { servicesSection } from '../../content/home'
import { serviceCards } from '../../content/services'
import { ServiceCardGrid } from '../../components/sections/service-card-grid'

/** Six service cards, each one link to its service page, and a link to the full overview. */
export function ServicesGridSection() {
  const { heading, intro, viewAll, cardLinkHint } = servicesSection
  return (
    <Section labelledBy="home-services-heading">
      <SectionHeading id="home-services-heading" title={heading} intro={intro} />
      <ServiceCardGrid cards={serviceCards} linkText={cardLinkHint} />
      <div className="mt-12 text-center">
        <Link to={viewAll.to} className={buttonClass('primary', 'lg')}>
          {viewAll.label}
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      </div>
    </Section>
  )
}
