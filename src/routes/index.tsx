import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../app/page-head'
import { homeMeta } from '../content/home'
import { HomePage } from '../features/home/home-page'

export const Route = createFileRoute('/')({
  head: () => pageHead({ ...homeMeta, path: '/' }),
  component: HomePage,
})
