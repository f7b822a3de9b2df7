import { CheckCircle2, Sparkles } from 'lucide-react'
import { Icon } from '../../components/ui/icon'
import type { ProductSection as Product } from '../../content/products'
import { QuoteButton } from '../../quote/ui'
import { ContentImage } from '../../components/ui/content-image'

/** Picture and text side by side, alternating sides on wide screens; stacked on phones. */
export function ProductSection({ product, index }: { product: Product; index: number }) {
  const headingId = `${product.slug}-heading`
  const imageLast = index % 2 === 1
  const featured = product.badge !== undefined
  return (
    <section
      id={product.slug}
      aria-labelledby={headingId}
      className={`scroll-mt-20 px-4 py-16 sm:px-6 sm:py-20 ${imageLast ? 'bg-slate-50 dark:bg-slate-900/50' : ''}`}>
      <div className="mx-auto grid max-w-7xl items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <div
          className={`relative overflow-hidden rounded-3xl bg-slate-100 shadow-lg dark:bg-slate-800 ${
            featured ? 'ring-4 ring-amber-400' : 'ring-1 ring-slate-200 dark:ring-slate-700'
          } ${imageLast ? 'lg:order-last' : ''}`}>
          <ContentImage image={product.image} className="aspect-[4/3] h-auto w-full object-cover" />
        </div>
        <div>
          <div className="flex flex-wrap items-center gap-3">
            <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-600 dark:bg-brand-900/40 dark:text-brand-300">
              <Icon name={product.icon} />
            </span>
            <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase dark:text-brand-400">{product.eyebrow}</p>
          </div>
          <h2 id={headingId} className="mt-4 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {product.title}
          </h2>
          {product.badge && (
            <p className="mt-3 inline-flex items-center gap-1.5 rounded-full bg-amber-400 px-3 py-1 text-xs font-bold tracking-wider text-slate-950">
              <Sparkles aria-hidden="true" className="h-3.5 w-3.5" />
              {product.badge}
            </p>
          )}
          <p className="mt-4 text-lg text-pretty text-slate-600 dark:text-slate-300">{product.description}</p>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2">
            {product.features.map((feature) => (
              <li key={feature} className="flex gap-2">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-600 dark:text-brand-400" />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
          <QuoteButton className="mt-8">{product.buttonText}</QuoteButton>
        </div>
      </div>
    </section>
  )
}
