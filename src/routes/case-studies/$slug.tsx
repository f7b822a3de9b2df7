import { createFileRoute, notFound } from '@tanstack/react-router'
import { pageHead } from '../../app/page-head'
import { caseStudyDocumentTitle, caseStudyPath, findCaseStudy } from '../../content/case-studies'
import { CaseStudyDetailPage } from '../../features/case-studies/case-study-detail-page'

export const Route = createFileRoute('/case-studies/$slug')({
  loader: ({ params }) => {
    const study = findCaseStudy(params.slug)
    if (!study) throw notFound()
    const head = pageHead({ title: caseStudyDocumentTitle(study), description: study.metaDescription, path: caseStudyPath(study.slug) })
    return { study, head }
  },
  // The study's copy loads with the page's chunk; the head reads what the loader found.
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: CaseStudyRoute,
})

function CaseStudyRoute() {
  const { study } = Route.useLoaderData()
  return <CaseStudyDetailPage study={study} />
}
