import { createFileRoute } from '@tanstack/react-router'
import { productsMeta } from '../content/products'
import { Products } from '../features/products/products'
import { pageHead } from '../head/page-head'

export const Route = createFileRoute('/products')({
  loader: () => ({ meta: productsMeta }),
  head: ({ loaderData }) => pageHead(loaderData?.meta),
  component: Products,
})
