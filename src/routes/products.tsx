import { createFileRoute } from '@tanstack/react-router'
import { productsMeta } from '../content/products'
import { Products } from '../features/products/products'

export const Route = createFileRoute('/products')({
  loader: () => ({ meta: productsMeta }),
  component: Products,
})
