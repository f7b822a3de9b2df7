import { FeatureGrid } from '../../components/sections/feature-grid'
import { Section } from '../../components/sections/section'
import { SectionHeading } from '../../components/sections/section-heading'
import type { AboutPage } from '../../content/about'

export function ValuesSection({ values }: { values: AboutPage['values'] }) {
  return (
    <Section labelledBy="values-heading">
      <SectionHeading id="values-heading" title={values.heading} intro={values.intro} />
      <FeatureGrid features={values.items} />
    </Section>
  )
}
