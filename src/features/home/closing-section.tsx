import { BadgeDollarSign } from 'lucide-react'
import type { closingCta, financingHighlight } from '../../content/home'
import { QuoteCtaBanner } from '../../quote/ui'

interface ClosingSectionProps {
  readonly financing: typeof financingHighlight
  readonly cta: typeof closingCta
}

/** The financing offer (only an owner who offers financing has one), then the page's last call to action. */
export function ClosingSection({ financing, cta }: ClosingSectionProps) {
  return (
    <>
      {financing && (
        <section aria-labelledby="home-financing-heading" className="px-4 pt-16 sm:px-6 sm:pt-20">
          <div className="mx-auto flex max-w-7xl flex-col items-center gap-5 rounded-2xl border border-amber-300 bg-amber-50 p-6 text-center sm:flex-row sm:p-8 sm:text-left dark:border-amber-400/40 dark:bg-amber-400/10">
            <span className="inline-flex h-14 w-14 shrink-0 items-center justify-center rounded-2xl bg-amber-400 text-slate-950">
              <BadgeDollarSign aria-hidden="true" className="h-8 w-8" />
            </span>
            <div>
              <h2 id="home-financing-heading" className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
                {financing.heading}
              </h2>
              <p className="mt-2 text-lg text-slate-700 dark:text-slate-200">{financing.text}</p>
            </div>
          </div>
        </section>
      )}
      <QuoteCtaBanner copy={cta} />
    </>
  )
}
