import { createFileRoute } from '@tanstack/react-router'
import { allServicesMeta } from '../content/all-services'
import { AllServices } from '../features/services/all-services'

export const Route = createFileRoute('/all-services')({
  loader: () => ({ meta: allServicesMeta }),
  component: AllServices,
})
