import { createFileRoute } from '@tanstack/react-router'
import { homePageMeta } from '../content/home'
import { HomePage } from '../features/home/home-page'

export const Route = createFileRoute('/')({
  loader: () => ({ meta: homePageMeta }),
  component: HomePage,
})
