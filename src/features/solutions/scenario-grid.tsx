import { Section } from '../../components/sections/section'
import { SectionHeading } from '../../components/sections/section-heading'
import type { SolutionScenario } from '../../content/solutions'
import { ScenarioCard } from './scenario-card'

interface ScenarioGridProps {
  readonly heading: string
  readonly intro: string
  readonly scenarios: readonly SolutionScenario[]
}

export function ScenarioGrid({ heading, intro, scenarios }: ScenarioGridProps) {
  return (
    <Section labelledBy="scenarios-heading">
      <SectionHeading id="scenarios-heading" title={heading} intro={intro} />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {scenarios.map((scenario) => (
          <li key={scenario.slug}>
            <ScenarioCard scenario={scenario} />
          </li>
        ))}
      </ul>
    </Section>
  )
}
