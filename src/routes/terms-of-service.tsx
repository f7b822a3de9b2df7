import { createFileRoute } from '@tanstack/react-router'
import { termsOfService, termsOfServiceMeta } from '../content/legal'
import { LegalPage } from '../features/legal/legal-page'

export const Route = createFileRoute('/terms-of-service')({
  loader: () => ({ meta: termsOfServiceMeta }),
  component: TermsOfServicePage,
})

function TermsOfServicePage() {
  return <LegalPage document={termsOfService} />
}
