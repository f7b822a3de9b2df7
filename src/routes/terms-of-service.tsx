import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../app/page-head'
import { company } from '../content/company'
import { termsOfService } from '../content/legal'
import { LegalPage } from '../features/legal/legal-page'

export const Route = createFileRoute('/terms-of-service')({
  // The copy loads with the page's chunk; the head reads what the loader found.
  loader: () => ({ head: pageHead({
      title: `${termsOfService.title} | ${company.name}`,
      description: termsOfService.metaDescription,
      path: '/terms-of-service',
    }) }),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: TermsOfServicePage,
})

function TermsOfServicePage() {
  return <LegalPage document={termsOfService} />
}
