import type { ReactNode } from 'react'

interface CtaBannerProps {
  readonly title: string
  readonly text?: ReactNode
  readonly actions: ReactNode
}

/** The closing call to action most pages end with. */
export function CtaBanner({ title, text, actions }: CtaBannerProps) {
  return (
    <section className="px-4 py-16 sm:px-6">
      <div className="mx-auto max-w-7xl rounded-3xl bg-gradient-to-br from-brand-700 to-navy-900 px-6 py-12 text-center text-white shadow-xl sm:px-12">
        <h2 className="text-3xl font-bold tracking-tight text-balance">{title}</h2>
        {text && <p className="mx-auto mt-4 max-w-2xl text-lg text-pretty text-brand-100">{text}</p>}
        <div className="mt-8 flex flex-wrap items-center justify-center gap-3">{actions}</div>
      </div>
    </section>
  )
}
