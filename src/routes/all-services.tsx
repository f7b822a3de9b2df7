import { createFileRoute } from '@tanstack/react-router'
import { allServicesMeta } from '../content/all-services'
import { AllServices } from '../features/services/all-services'
import { pageHead } from '../head/page-head'

export const Route = createFileRoute('/all-services')({
  loader: () => ({ meta: allServicesMeta }),
  head: ({ loaderData }) => pageHead(loaderData?.meta),
  component: AllServices,
})
