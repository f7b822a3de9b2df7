import { createFileRoute } from '@tanstack/react-router'
import { termsOfService, termsOfServiceMeta } from '../content/legal'
import { LegalPage } from '../features/legal/legal-page'
import { pageHead } from '../head/page-head'

export const Route = createFileRoute('/terms-of-service')({
  loader: () => ({ meta: termsOfServiceMeta }),
  head: ({ loaderData }) => pageHead(loaderData?.meta),
  component: TermsOfServicePage,
})

function TermsOfServicePage() {
  return <LegalPage document={termsOfService} />
}
