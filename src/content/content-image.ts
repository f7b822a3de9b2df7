/** A picture in the page content, with its intrinsic size so the layout never shifts. */
export interface ContentImage {
  readonly src: string
  readonly alt: string
  readonly width: number
  readonly height: number
}
