import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../app/page-head'
import { company } from '../content/company'
import { termsOfService } from '../content/legal'
import { LegalPage } from '../features/legal/legal-page'

export const Route = createFileRoute('/terms-of-service')({
  head: () =>
    pageHead({
      title: `${termsOfService.title} | ${company.name}`,
      description: termsOfService.metaDescription,
      path: '/terms-of-service',
    }),
  component: TermsOfServicePage,
})

function TermsOfServicePage() {
  return <LegalPage document={termsOfService} />
}
