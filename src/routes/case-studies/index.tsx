import { createFileRoute } from '@tanstack/react-router'
import { caseStudyIndexMeta } from '../../content/case-studies'
import { CaseStudiesIndexPage } from '../../features/case-studies/case-studies-index-page'

export const Route = createFileRoute('/case-studies/')({
  loader: () => ({ meta: caseStudyIndexMeta }),
  component: CaseStudiesIndexPage,
})
