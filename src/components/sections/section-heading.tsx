import type { ReactNode } from 'react'

interface SectionHeadingProps {
  readonly eyebrow?: string
  readonly title: string
  readonly intro?: ReactNode
  readonly align?: 'left' | 'center'
  readonly id?: string
}

export function SectionHeading({ eyebrow, title, intro, align = 'center', id }: SectionHeadingProps) {
  return (
    <div className={align === 'center' ? 'mx-auto max-w-3xl text-center' : 'max-w-3xl'}>
      {eyebrow && <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase dark:text-brand-400">{eyebrow}</p>}
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {intro && <p className="mt-4 text-lg text-pretty text-slate-600 dark:text-slate-300">{intro}</p>}
    </div>
  )
}
