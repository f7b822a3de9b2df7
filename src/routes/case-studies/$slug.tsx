import { createFileRoute, notFound } from '@tanstack/react-router'
import { pageHead } from '../../app/page-head'
import { caseStudyDocumentTitle, caseStudyPath, findCaseStudy } from '../../content/case-studies'
import { CaseStudyDetailPage } from '../../features/case-studies/case-study-detail-page'

export const Route = createFileRoute('/case-studies/$slug')({
  loader: ({ params }) => {
    const study = findCaseStudy(params.slug)
    if (!study) throw notFound()
    return study
  },
  head: ({ loaderData: study }) =>
    study
      ? pageHead({
          title: caseStudyDocumentTitle(study),
          description: study.metaDescription,
          path: caseStudyPath(study.slug),
        })
      : {},
  component: CaseStudyRoute,
})

function CaseStudyRoute() {
  const study = Route.useLoaderData()
  return <CaseStudyDetailPage study={study} />
}
