import { PageHero } from '../../components/sections/page-hero'
import { legalPageCopy, type LegalDocument as LegalDocumentContent } from '../../content/legal'
import { formatIsoDate } from './format-iso-date'
import { LegalDocument } from './legal-document'
import { useHydratedMarker } from '../../startup/use-hydrated-marker'

/** Shared by the privacy policy and the terms: the hero with its date, then the document. */
export function LegalPage({ document }: { document: LegalDocumentContent }) {
  useHydratedMarker()
  return (
    <>
      <PageHero
        eyebrow={legalPageCopy.eyebrow}
        title={document.title}
        intro={
          // The date is the owner's (owner/profile.json → policiesUpdated); none is shown without it.
          document.lastUpdated && (
            <>
              {legalPageCopy.lastUpdatedLabel}: <time dateTime={document.lastUpdated}>{formatIsoDate(document.lastUpdated)}</time>
            </>
          )
        }
      />
      <LegalDocument document={document} />
    </>
  )
}
