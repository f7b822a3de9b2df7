import { useEffect, useRef, useState } from 'react'
import { footerCopy } from '../../../content/navigation'

/**
 * Prerendered HTML carries the year of the build. After hydration a visitor in a later year gets
 * theirs: re-keying the span makes React write fresh text rather than keep the prerendered text,
 * which `suppressHydrationWarning` told it to leave alone.
 */
export function CopyrightNotice() {
  const [visitorYear, setVisitorYear] = useState<number | null>(null)
  const ref = useRef<HTMLSpanElement>(null)

  useEffect(() => {
    const year = new Date().getFullYear()
    if (ref.current?.textContent !== footerCopy.copyright(year)) setVisitorYear(year)
  }, [])

  const year = visitorYear ?? new Date().getFullYear()
  return (
    <span key={visitorYear ?? 'prerendered'} ref={ref} data-testid="copyright" suppressHydrationWarning>
      {footerCopy.copyright(year)}
    </span>
  )
}
