import { Section } from '../../components/sections/section'
import { FeatureGrid } from '../../components/sections/feature-grid'
import { SectionHeading } from '../../components/sections/section-heading'
import type { ServiceFeatureGrid, ServiceImage } from '../../content/services'
import { ContentImage } from '../../components/ui/content-image'

const headingId = 'features-heading'

/** The service's picture beside the section's heading, then the six feature cards. */
interface ServiceFeaturesProps {
  readonly name: string
  readonly features: ServiceFeatureGrid
  readonly image: ServiceImage
}

export function ServiceFeatures({ name, features, image }: ServiceFeaturesProps) {
  return (
    <Section labelledBy={headingId}>
      <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <SectionHeading id={headingId} eyebrow={name} title={features.heading} intro={features.intro} align="left" />
        <div className="overflow-hidden rounded-3xl bg-slate-100 shadow-lg ring-1 ring-slate-200 dark:bg-slate-800 dark:ring-slate-700">
          <ContentImage
            image={image}
            className="aspect-[4/3] h-auto w-full object-cover"
          />
        </div>
      </div>
      <FeatureGrid features={features.items} />
    </Section>
  )
}
