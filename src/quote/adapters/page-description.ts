/** What the page a visitor asked from tells the owner, as the relay's own notification says it. */
export interface PageDescription {
  readonly service?: string
  /** 'Charlotte, NC', or 'Uptown, Charlotte, NC' for an area of a served city. */
  readonly place?: string
  /** The page's absolute address. */
  readonly url: string
}

/** Given by the composition root, which knows the site's pages. */
export type DescribePage = (page: string) => PageDescription

/** What the owner is told of the page a lead came from; nothing when the page or the describer is missing. */
export function describeAskedFrom(page: string, describePage: DescribePage | undefined): PageDescription | undefined {
  return page && describePage ? describePage(page) : undefined
}
