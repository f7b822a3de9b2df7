import { company, listInWords } from './company'
import { ownerAbout } from './owner/owner-about'
import type { IconName } from './icon-name'
import type { CtaBannerCopy } from './cta-banner'
import type { ContentImage } from './content-image'
import { homeCrumb, topLevelPage, type PageMeta } from './page-meta'
import { financingEverywhere, financingTerms } from './offers'
import { fillWords } from './owner/pages/fill-words'
import { ownerCaseStudiesPageCopy } from './owner/pages/owner-case-studies-page'

/** owner/pages/case-studies.yaml: the words around the stories. */
const pageCopy = ownerCaseStudiesPageCopy

/** The kinds of client the owner names, if any. */
const ownerClients = ownerAbout.clients?.length ? ownerAbout.clients : undefined

const say = (sentence: string) =>
  fillWords(sentence, {
    company: company.name,
    phone: company.phone,
    // Who the clients were is the owner's claim (owner/about.yaml → clients); without it, "our customers".
    clients: ownerClients ? listInWords(ownerClients) : 'our customers',
    financingTerms,
  })

/** A study's address under /case-studies/: its file name in owner/case-studies/, without `.md`. */
export type CaseStudySlug = string

/** The study's reference number (front matter `id`); never shown. */
export type CaseStudyId = number

export type CaseStudyPath = `/case-studies/${CaseStudySlug}`

export interface CaseStudyImage extends ContentImage {
  readonly src: string
  readonly alt: string
  readonly width: 1600
  readonly height: 700
}

/** One tile in 'Measurable Results'; the value is the published figure, verbatim. */
export interface CaseStudyStat {
  readonly value: string
  readonly label: string
}

export interface CaseStudyApplication {
  readonly title: string
  readonly description: string
}

/**
 * How big the project was, as each page states it. The listing and the detail page disagree for
 * two studies (K-12 campuses, retail locations); the published copy keeps both readings, so both are kept.
 */
export interface CaseStudyScope {
  readonly listing: string
  readonly detail: string
}

export interface CaseStudyResults {
  /** Zero to four figures: a study without measured figures shows no 'Measurable Results'. */
  readonly stats: readonly CaseStudyStat[]
  /** The extra results list under the stat tiles; may be empty. */
  readonly highlights: readonly string[]
  /** '12-Month Follow-Up' list; present on some studies only. */
  readonly followUp?: readonly string[]
}

/** What a study's card on the index shows. */
export interface CaseStudyCard {
  readonly id: CaseStudyId
  readonly slug: CaseStudySlug
  readonly title: string
  /** Listing card text, two or three sentences; the card clamps it to three lines. */
  readonly description: string
  readonly image: CaseStudyImage
  readonly industry: string
  readonly icon: IconName
  readonly scope: CaseStudyScope
  /** The study's headline figure, the first of its 'Measurable Results' tiles; none when the study has no figures. */
  readonly headline?: CaseStudyStat
}

export interface CaseStudy extends CaseStudyCard {
  readonly subtitle: string
  /** The kind of client, never its name: "A Southeastern regional bank". */
  readonly client: string
  /** What was put in, in three short lines for the facts beside the story. */
  readonly installed: readonly [string, string, string]
  /** For the detail page's meta description; 160 characters at most. */
  readonly metaDescription: string
  /** 'The Challenge', two or three paragraphs. */
  readonly challenge: readonly string[]
  /** 'The Solution': an intro sentence and five to seven bullets. */
  readonly solution: { readonly intro: string; readonly bullets: readonly string[] }
  /** 'Implementation Details', five or six bullets. */
  readonly implementation: readonly string[]
  readonly results: CaseStudyResults
  /** One to six settings. */
  readonly applications: readonly CaseStudyApplication[]
  /** 'Technology Considerations'. */
  readonly technology: readonly string[]
}

export const caseStudyApplicationsHeading = 'Applications in Other Settings'

export interface CaseStudyDetailCopy {
  readonly backLinkText: string
  /** Labels of the facts row under the hero. */
  readonly glance: {
    readonly label: string
    readonly industryLabel: string
    readonly scopeLabel: string
    readonly clientLabel: string
    readonly installedLabel: string
    readonly partsLabel: string
  }
  readonly resultsIntro: string
  readonly backLinkHref: '/case-studies'
  readonly challengeHeading: string
  readonly solutionHeading: string
  readonly implementationHeading: string
  readonly resultsHeading: string
  /** The heading over a study's outcomes in words when it has no figures. */
  readonly outcomesHeading: string
  readonly additionalResultsHeading: string
  readonly followUpHeading: string
  readonly applicationsHeading: string
  readonly technologyHeading: string
  readonly closing: CtaBannerCopy & { readonly secondary: { readonly kind: 'link'; readonly href: '/case-studies' } }
}

export const caseStudyDetailCopy = {
  backLinkText: 'Back to Case Studies',
  glance: {
    label: 'Project at a glance',
    industryLabel: 'Industry',
    scopeLabel: 'Project scope',
    clientLabel: 'Client',
    installedLabel: 'What we installed',
    partsLabel: 'In this case study',
  },
  resultsIntro: say(pageCopy.story.resultsIntro),
  backLinkHref: '/case-studies',
  challengeHeading: 'The Challenge',
  solutionHeading: 'The Solution',
  implementationHeading: 'Implementation Details',
  resultsHeading: 'Measurable Results',
  outcomesHeading: 'Outcomes',
  additionalResultsHeading: 'Additional Outcomes',
  followUpHeading: '12-Month Follow-Up',
  applicationsHeading: caseStudyApplicationsHeading,
  technologyHeading: 'Technology Considerations',
  closing: {
    heading: say(pageCopy.story.closing.heading),
    text: say(financingEverywhere ? pageCopy.story.closing.textWithFinancing : pageCopy.story.closing.text),
    quoteButton: 'Get a Free Consultation',
    secondary: { kind: 'link', text: 'View More Case Studies', href: '/case-studies' },
  },
} as const satisfies CaseStudyDetailCopy

export interface CaseStudyIndexCopy {
  readonly title: string
  readonly metaDescription: string
  readonly hero: {
    readonly eyebrow: string
    readonly heading: string
    readonly intro: string
    readonly buttonText: string
  }
  /** Names the list of cards for assistive technology. */
  readonly listLabel: string
  readonly readMoreText: string
  readonly closing: CtaBannerCopy
}

export const caseStudyIndex = {
  title: say(pageCopy.index.title),
  metaDescription: say(ownerClients ? pageCopy.index.metaDescriptionWithClients : pageCopy.index.metaDescription),
  hero: {
    eyebrow: say(pageCopy.index.eyebrow),
    heading: say(pageCopy.index.heading),
    intro: say(pageCopy.index.intro),
    buttonText: 'Get a Free Security Consultation',
  },
  listLabel: 'Security case studies',
  readMoreText: 'Read More',
  closing: {
    heading: say(pageCopy.index.closing.heading),
    text: say(pageCopy.index.closing.text),
    quoteButton: 'Get a Free Quote',
  },
} as const satisfies CaseStudyIndexCopy

/**
 * What the index's cards show, read from the owner's stories (`owner/case-studies/<slug>.md`, made
 * into modules by scripts/build/owner-content-plugin.ts). The rest of each study is a module of its own
 * (loaded by case-study-loader.ts), so a study's page loads its own copy and not the others'.
 * Outside a Vite build (scripts run with tsx) there are no modules, so no cards.
 */
function cardModules(): Record<string, { readonly default: CaseStudyCard; readonly order: number }> {
  try {
    return import.meta.glob<{ readonly default: CaseStudyCard; readonly order: number }>('../../owner/case-studies/*.md', {
      eager: true,
      query: '?card',
    })
  } catch {
    return {}
  }
}

/** The cards in listing order (each story's `order`). */
export const caseStudyCards: readonly CaseStudyCard[] = Object.values(cardModules())
  .filter((module) => module.default !== undefined)
  .sort((a, b) => a.order - b.order)
  .map((module) => module.default)

/** Slugs in listing order. */
export const caseStudySlugs: readonly CaseStudySlug[] = caseStudyCards.map((card) => card.slug)

export function isCaseStudySlug(value: string): value is CaseStudySlug {
  return (caseStudySlugs as readonly string[]).includes(value)
}

/** Document title of a detail page. */
export function caseStudyDocumentTitle(study: CaseStudy): string {
  return `${study.title} | ${company.name}`
}

export function caseStudyPath(slug: CaseStudySlug): CaseStudyPath {
  return `/case-studies/${slug}`
}

export const caseStudyIndexMeta: PageMeta = topLevelPage('/case-studies', caseStudyIndex.title, caseStudyIndex.metaDescription)

export function caseStudyMeta(study: CaseStudy): PageMeta {
  const path = caseStudyPath(study.slug)
  return {
    path,
    title: caseStudyDocumentTitle(study),
    description: study.metaDescription,
    breadcrumbs: [homeCrumb, { name: 'Case Studies', path: '/case-studies' }, { name: study.title, path }],
    topic: { kind: 'case-study', headline: study.title, image: study.image },
  }
}
