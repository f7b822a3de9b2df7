import { Section } from '../../components/sections/section'
import { SectionHeading } from '../../components/sections/section-heading'
import type { Testimonial, testimonialsSection } from '../../content/home'
import { TestimonialsCarousel } from './testimonials-carousel'

interface TestimonialsSectionProps {
  readonly copy: typeof testimonialsSection
  readonly testimonials: readonly Testimonial[]
}

export function TestimonialsSection({ copy, testimonials }: TestimonialsSectionProps) {
  return (
    <Section tone="muted" labelledBy="home-testimonials-heading">
      <SectionHeading id="home-testimonials-heading" title={copy.heading} intro={copy.intro} />
      <TestimonialsCarousel testimonials={testimonials} labels={copy} />
    </Section>
  )
}
