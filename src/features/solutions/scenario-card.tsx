import { Link } from '@tanstack/react-router'
import { ArrowRight, Check } from 'lucide-react'
import { type SolutionScenario, solutionsPage } from '../../content/solutions'
import { Icon } from '../../components/ui/icon'
import { AudienceBadge } from './audience-badge'

/** One setting we design for: who it suits, what we focus on, and the service behind it. */
export function ScenarioCard({ scenario }: { scenario: SolutionScenario }) {
  const titleId = `scenario-${scenario.slug}`
  const { cardLabels } = solutionsPage
  return (
    <article
      aria-labelledby={titleId}
      data-testid="scenario-card"
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md motion-reduce:transition-none dark:border-slate-800 dark:bg-slate-900">
      <div className="flex items-start justify-between gap-4">
        <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600 dark:bg-brand-900/40 dark:text-brand-300">
          <Icon name={scenario.icon} />
        </span>
        <AudienceBadge audience={scenario.audience} label={cardLabels.audience} />
      </div>
      <h3 id={titleId} className="mt-5 text-xl font-semibold tracking-tight">
        {scenario.title}
      </h3>
      <p className="mt-3 text-pretty text-slate-600 dark:text-slate-300">{scenario.description}</p>
      <p className="mt-5 text-xs font-semibold tracking-wide text-slate-700 uppercase dark:text-slate-300">{cardLabels.keyFeatures}</p>
      <ul className="mt-3 space-y-2 text-sm text-slate-700 dark:text-slate-200">
        {scenario.keyFeatures.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600 dark:text-emerald-400" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      {scenario.service && (
        <div className="mt-auto pt-6">
          <Link
            to="/services/$serviceSlug"
            params={{ serviceSlug: scenario.service.slug }}
            className="group rounded-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:text-brand-300 dark:hover:text-brand-200">
            <LinkText text={solutionsPage.serviceLinkText(scenario.service)} />
          </Link>
        </div>
      )}
    </article>
  )
}

/** Keeps the arrow on the same line as the link's last word when the text wraps. */
function LinkText({ text }: { text: string }) {
  const lastSpace = text.lastIndexOf(' ')
  return (
    <>
      {text.slice(0, lastSpace + 1)}
      <span className="whitespace-nowrap">
        {text.slice(lastSpace + 1)}
        <ArrowRight
          aria-hidden="true"
          className="ml-1.5 inline h-4 w-4 align-[-0.125em] transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none"
        />
      </span>
    </>
  )
}
