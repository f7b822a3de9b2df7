import { createFileRoute, notFound } from '@tanstack/react-router'
import { caseStudyIndexMeta } from '../../content/case-studies'
import { hasCaseStudies } from '../../content/owner/has-case-studies'
import { CaseStudiesIndexPage } from '../../features/case-studies/case-studies-index-page'
import { pageHead } from '../../head/page-head'

export const Route = createFileRoute('/case-studies/')({
  loader: () => {
    // An owner who publishes no stories has no case-studies page: the path is the not-found page.
    if (!hasCaseStudies) throw notFound()
    return { meta: caseStudyIndexMeta }
  },
  head: ({ loaderData }) => pageHead(loaderData?.meta),
  component: CaseStudiesIndexPage,
})
