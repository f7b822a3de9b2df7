import { createFileRoute, notFound } from '@tanstack/react-router'
import { loadCaseStudy } from '../../content/case-study-loader'
import { caseStudyMeta } from '../../content/case-studies'
import { CaseStudyDetailPage } from '../../features/case-studies/case-study-detail-page'
import { pageHead } from '../../head/page-head'

export const Route = createFileRoute('/case-studies/$slug')({
  loader: async ({ params }) => {
    const study = await loadCaseStudy(params.slug)
    if (!study) throw notFound()
    return { study, meta: caseStudyMeta(study) }
  },
  head: ({ loaderData }) => pageHead(loaderData?.meta),
  component: CaseStudyRoute,
})

function CaseStudyRoute() {
  const { study } = Route.useLoaderData()
  return <CaseStudyDetailPage study={study} />
}
