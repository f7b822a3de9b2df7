import type { SecurityInsightsArticle } from '../../content/security-insights'
import { JumpLinkNav } from '../../components/sections/jump-link-nav'
import { checklistSectionId, ChoosingChecklist } from './choosing-checklist'
import { InsightsContact } from './insights-contact'
import { InsightsSection } from './insights-section'

/** The article's text column, with its contents list beside it on wide screens. */
export function ArticleBody({ article }: { article: SecurityInsightsArticle }) {
  const entries = [
    ...article.sections.map((section) => ({ id: section.id, label: section.heading })),
    { id: checklistSectionId, label: article.checklist.heading },
  ]
  return (
    <div className="px-4 py-16 sm:px-6 sm:py-20">
      <div className="mx-auto grid max-w-6xl gap-10 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16">
        <div>
          <JumpLinkNav heading={article.tocHeading} links={entries} sticky />
        </div>
        <div className="max-w-3xl space-y-16">
          {article.sections.map((section) => (
            <InsightsSection key={section.id} section={section} />
          ))}
          <ChoosingChecklist checklist={article.checklist} />
          <InsightsContact contact={article.contact} />
        </div>
      </div>
    </div>
  )
}
