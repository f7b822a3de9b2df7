import { serializeJsonLd } from './article-json-ld'

/** Machine-readable data for search engines; a data block, so the browser never runs it. */
export function JsonLdScript({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
}
