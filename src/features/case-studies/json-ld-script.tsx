import { serializeJsonLd } from '../../head/json-ld'

/** A JSON-LD block inside the page body, for data that belongs to one element: a case-study card. */
export function JsonLdScript({ data }: { readonly data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
}
