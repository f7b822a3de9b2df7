import { createFileRoute } from '@tanstack/react-router'
import { privacyPolicy, privacyPolicyMeta } from '../content/legal'
import { LegalPage } from '../features/legal/legal-page'
import { pageHead } from '../head/page-head'

export const Route = createFileRoute('/privacy-policy')({
  loader: () => ({ meta: privacyPolicyMeta }),
  head: ({ loaderData }) => pageHead(loaderData?.meta),
  component: PrivacyPolicyPage,
})

function PrivacyPolicyPage() {
  return <LegalPage document={privacyPolicy} />
}
