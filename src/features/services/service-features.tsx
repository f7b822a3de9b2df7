import { Section } from '../../components/sections/section'
import { FeatureGrid } from '../../components/sections/feature-grid'
import { SectionHeading } from '../../components/sections/section-heading'
import { LiveViewPanel } from '../../components/live-view/live-view-panel'
import type { LiveView } from '../../content/live-view'
import type { ServiceFeatureGrid } from '../../content/services'

const headingId = 'features-heading'

/** The live view a customer of this service would watch, beside the section's heading, then the six feature cards. */
interface ServiceFeaturesProps {
  readonly name: string
  readonly features: ServiceFeatureGrid
  readonly liveView: LiveView
}

export function ServiceFeatures({ name, features, liveView }: ServiceFeaturesProps) {
  return (
    <Section labelledBy={headingId}>
      <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <SectionHeading id={headingId} eyebrow={name} title={features.heading} intro={features.intro} align="left" />
        <LiveViewPanel view={liveView} />
      </div>
      <FeatureGrid features={features.items} />
    </Section>
  )
}
