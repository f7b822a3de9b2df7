import type { ReactNode } from 'react'

/** Page-width section with the site's vertical rhythm. */
export function Section({
  children,
  tone = 'plain',
  labelledBy,
  className = '',
}: {
  children: ReactNode
  tone?: 'plain' | 'muted'
  labelledBy?: string
  className?: string
}) {
  const background = tone === 'muted' ? 'bg-slate-50 dark:bg-slate-900/50' : ''
  return (
    <section aria-labelledby={labelledBy} className={`px-4 py-16 sm:px-6 sm:py-20 ${background} ${className}`}>
      <div className="mx-auto max-w-7xl">{children}</div>
    </section>
  )
}
