interface ArticleContentsProps {
  readonly heading: string
  readonly entries: readonly { readonly id: string; readonly label: string }[]
}

/** In-page links to each part of the article; sticks beside the text on wide screens. */
export function ArticleContents({ heading, entries }: ArticleContentsProps) {
  return (
    <nav
      aria-labelledby="article-contents-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 lg:sticky lg:top-24 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="article-contents-heading" className="text-sm font-semibold tracking-wide text-slate-700 uppercase dark:text-slate-300">
        {heading}
      </h2>
      <ol className="mt-3 space-y-1 text-sm">
        {entries.map((entry) => (
          <li key={entry.id}>
            <a
              href={`#${entry.id}`}
              className="block rounded-md px-2 py-1.5 text-slate-700 hover:bg-slate-100 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-brand-300"
            >
              {entry.label}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
