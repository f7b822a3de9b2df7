import { createFileRoute } from '@tanstack/react-router'
import { privacyPolicy, privacyPolicyMeta } from '../content/legal'
import { LegalPage } from '../features/legal/legal-page'

export const Route = createFileRoute('/privacy-policy')({
  loader: () => ({ meta: privacyPolicyMeta }),
  component: PrivacyPolicyPage,
})

function PrivacyPolicyPage() {
  return <LegalPage document={privacyPolicy} />
}
