import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../app/page-head'
import { company } from '../content/company'
import { privacyPolicy } from '../content/legal'
import { LegalPage } from '../features/legal/legal-page'

export const Route = createFileRoute('/privacy-policy')({
  head: () =>
    pageHead({
      title: `${privacyPolicy.title} | ${company.name}`,
      description: privacyPolicy.metaDescription,
      path: '/privacy-policy',
    }),
  component: PrivacyPolicyPage,
})

function PrivacyPolicyPage() {
  return <LegalPage document={privacyPolicy} />
}
