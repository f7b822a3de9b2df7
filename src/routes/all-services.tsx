import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../app/page-head'
import { allServicesPage } from '../content/all-services'
import { AllServices } from '../features/services/all-services'

export const Route = createFileRoute('/all-services')({
  // The copy loads with the page's chunk; the head reads what the loader found.
  loader: () => ({ head: pageHead({ title: allServicesPage.title, description: allServicesPage.description, path: allServicesPage.path }) }),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: AllServices,
})
