import { useId } from 'react'

export interface JumpLink {
  /** The id of the heading or section the link scrolls to. */
  readonly id: string
  readonly label: string
}

interface JumpLinkNavProps {
  readonly heading: string
  readonly links: readonly JumpLink[]
  /** Numbered entries suit a legal document whose sections are numbered. */
  readonly numbered?: boolean
  /** Keeps the list beside the text while the reader scrolls on wide screens. */
  readonly sticky?: boolean
  /** Inside a card of its own (no border or padding of its own). */
  readonly plain?: boolean
}

/** The "on this page" list of in-page links, as a labelled navigation landmark. */
export function JumpLinkNav({ heading, links, numbered = false, sticky = false, plain = false }: JumpLinkNavProps) {
  const headingId = useId()
  return (
    <nav
      aria-labelledby={headingId}
      className={`${plain ? '' : 'rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900'} ${sticky ? 'lg:sticky lg:top-24' : ''}`}>
      <h2 id={headingId} className="text-sm font-semibold tracking-wide text-slate-700 uppercase dark:text-slate-300">
        {heading}
      </h2>
      <ol
        className={`mt-3 space-y-1 text-slate-700 dark:text-slate-300 ${
          numbered ? 'list-decimal pl-7 marker:text-slate-500 dark:marker:text-slate-400' : ''
        }`}>
        {links.map((link) => (
          <li key={link.id} className={numbered ? 'pl-1' : ''}>
            <a
              href={`#${link.id}`}
              className="block rounded-md px-2 py-1.5 hover:bg-slate-100 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500 dark:hover:bg-slate-800 dark:hover:text-brand-300">
              {link.label}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
