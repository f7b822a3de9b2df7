import { Section } from '../../components/sections/section'
import { SectionHeading } from '../../components/sections/section-heading'
import { FaqList, type FaqEntry } from '../../components/sections/faq-list'

const headingId = 'faq-heading'

export function FaqSection({ heading, items }: { heading: string; items: readonly FaqEntry[] }) {
  return (
    <Section labelledBy={headingId}>
      <SectionHeading id={headingId} title={heading} />
      <FaqList items={items} />
    </Section>
  )
}
