import type { ReactNode } from 'react'
import { Section } from '../../components/sections/section'
import { SectionHeading } from '../../components/sections/section-heading'
import type { locationsFinancingNote, locationsRegionsSection } from '../../content/locations'
import { FinancingNote } from './financing-note'

interface FindYourCitySectionProps {
  readonly copy: typeof locationsRegionsSection
  readonly financing: typeof locationsFinancingNote
  /** The state and city finder. */
  readonly children: ReactNode
}

export function FindYourCitySection({ copy, financing, children }: FindYourCitySectionProps) {
  return (
    <Section labelledBy="find-your-city-heading">
      <SectionHeading id="find-your-city-heading" title={copy.heading} intro={copy.intro} />
      <div className="mt-12">{children}</div>
      <div className="mx-auto mt-10 max-w-4xl">{financing && <FinancingNote note={financing} />}</div>
    </Section>
  )
}
