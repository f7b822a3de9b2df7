import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../app/page-head'
import { company } from '../content/company'
import { privacyPolicy } from '../content/legal'
import { LegalPage } from '../features/legal/legal-page'

export const Route = createFileRoute('/privacy-policy')({
  // The copy loads with the page's chunk; the head reads what the loader found.
  loader: () => ({ head: pageHead({
      title: `${privacyPolicy.title} | ${company.name}`,
      description: privacyPolicy.metaDescription,
      path: '/privacy-policy',
    }) }),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: PrivacyPolicyPage,
})

function PrivacyPolicyPage() {
  return <LegalPage document={privacyPolicy} />
}
