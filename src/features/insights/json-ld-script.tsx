import { serializeJsonLd } from './article-structured-data'

/** Structured data rendered into the page markup, so the prerendered HTML carries it. */
export function JsonLdScript({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
}
