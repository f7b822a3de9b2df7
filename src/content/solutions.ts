import { company } from './company'
import type { IconName } from './icon-name'
import { callCompany, type CtaBannerCopy } from './cta-banner'
import { topLevelPage, type PageMeta } from './page-meta'
import { fromBuild } from './owner/from-build'
import type { SolutionsFile } from './owner/pages/solutions-copy'
import { siteWords } from './owner/pages/site-word-values'
import type { solutionAudiences } from './owner/pages/solutions-copy'
import { findServiceCard, type ServicePath, type ServiceSlug } from './services'

/** A card may link to any service the site offers, one of the owner's own included. */
export type SolutionServiceSlug = ServiceSlug

export type SolutionServicePath = ServicePath

export type SolutionAudience = (typeof solutionAudiences)[number]

/** The service page a scenario card points to, with the visible link text. */
export interface SolutionServiceLink {
  readonly slug: SolutionServiceSlug
  readonly path: SolutionServicePath
  readonly label: string
}

export interface SolutionScenario {
  readonly slug: string
  readonly title: string
  readonly icon: IconName
  readonly audience: SolutionAudience
  /** Two or three sentences. */
  readonly description: string
  readonly keyFeatures: readonly [string, string, string]
  /** Absent when the owner does not offer the service (owner/services.yaml). */
  readonly service?: SolutionServiceLink
}

export interface SolutionsPage {
  readonly title: string
  readonly metaDescription: string
  readonly hero: {
    readonly eyebrow: string
    readonly heading: string
    readonly intro: string
    readonly quoteButtonText: string
    readonly callLinkText: string
  }
  readonly scenariosHeading: string
  readonly scenariosIntro: string
  readonly scenarios: readonly SolutionScenario[]
  /** Small print on each card: the audience badge's hidden prefix and the key-features label. */
  readonly cardLabels: { readonly audience: string; readonly keyFeatures: string }
  /** The card's link reads "<prefix> <service label>", so its name says which service it opens. */
  readonly serviceLinkText: (service: SolutionServiceLink) => string
  readonly insightsTeaser: {
    readonly heading: string
    readonly text: string
    readonly linkText: string
    readonly href: '/solutions/security-insights'
  }
  readonly cta: CtaBannerCopy
}

/** Outside a Vite build (scripts under tsx) no owner file is read: the page says nothing. */
const noWords: SolutionsFile = {
  metaDescription: '',
  hero: { eyebrow: '', heading: '', intro: '' },
  scenariosHeading: '',
  scenariosIntro: '',
  scenarios: [],
  insightsTeaser: { heading: '', text: '' },
  cta: { heading: '', text: '' },
}

/** owner/pages/solutions.yaml, as the owner wrote it. */
const solutionsFile: SolutionsFile = fromBuild(
  () => import.meta.glob<SolutionsFile>('./owner/pages/defaults/solutions.yaml', { eager: true, import: 'default' }),
  noWords,
)

/** The link to the service under its current name, or none where the site does not offer it: no link to a missing page. */
const serviceLink = (slug: string | undefined): SolutionServiceLink | undefined => {
  const card = slug === undefined ? undefined : findServiceCard(slug)
  return card ? { slug: card.slug, path: card.path, label: card.name } : undefined
}

/**
 * The page from the owner's words file: every sentence and card from it, with the owner's facts and
 * offers filled in; the buttons, labels and links from here.
 */
export function solutionsPageFrom(file: SolutionsFile): SolutionsPage {
  const words = siteWords(file)
  const scenarios: readonly SolutionScenario[] = words.scenarios.map(({ service, keyFeatures, ...scenario }) => {
    const link = serviceLink(service)
    return { ...scenario, keyFeatures: keyFeatures as unknown as SolutionScenario['keyFeatures'], ...(link ? { service: link } : {}) }
  })
  return {
    title: `Security Solutions | ${company.name}`,
    metaDescription: words.metaDescription,
    hero: {
      ...words.hero,
      quoteButtonText: 'Get a Free Quote',
      callLinkText: `Call ${company.phone}`,
    },
    scenariosHeading: words.scenariosHeading,
    scenariosIntro: words.scenariosIntro,
    scenarios,
    cardLabels: { audience: 'Audience:', keyFeatures: 'Key features' },
    serviceLinkText: (service) => `Explore ${service.label}`,
    insightsTeaser: {
      ...words.insightsTeaser,
      linkText: 'Read Security Insights',
      href: '/solutions/security-insights',
    },
    cta: {
      ...words.cta,
      quoteButton: 'Get a Free Quote',
      secondary: callCompany,
    },
  }
}

export const solutionsPage: SolutionsPage = solutionsPageFrom(solutionsFile)

export const solutionScenarios: readonly SolutionScenario[] = solutionsPage.scenarios

export const solutionsMeta: PageMeta = topLevelPage('/solutions', solutionsPage.title, solutionsPage.metaDescription)
