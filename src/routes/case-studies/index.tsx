import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../app/page-head'
import { caseStudyIndex } from '../../content/case-studies'
import { CaseStudiesIndexPage } from '../../features/case-studies/case-studies-index-page'

export const Route = createFileRoute('/case-studies/')({
  // The copy loads with the page's chunk; the head reads what the loader found.
  loader: () => ({ head: pageHead({ title: caseStudyIndex.title, description: caseStudyIndex.metaDescription, path: '/case-studies' }) }),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: CaseStudiesIndexPage,
})
