import { company } from './company'
import type { IconName } from './icon-name'
import { callCompany, type CtaBannerCopy } from './cta-banner'
import type { ContentImage } from './content-image'
import { homeCrumb, type PageMeta } from './page-meta'
import { financingEverywhere, financingTerms, homeInstallTime, installTimes } from './offers'
import { fillWords } from './owner/pages/fill-words'
import { ownerSecurityInsightsCopy } from './owner/pages/owner-security-insights'

/** owner/pages/security-insights.md: the article's words; its pictures, icons and anchors stay here. */
const copy = ownerSecurityInsightsCopy

const say = (sentence: string) =>
  fillWords(sentence, {
    company: company.name,
    serviceArea: company.serviceAreaInWords,
    foundedYear: company.foundedYear,
    financingTerms,
    homeInstallTime,
  })

/** The icons of the article's sections, by their address ({#night-vision} in the Markdown); another section gets a shield. */
const sectionIcons: Readonly<Record<string, IconName>> = {
  'hd-cctv': 'Cctv',
  'night-vision': 'Moon',
  'smart-motion-detection': 'Activity',
  'remote-access': 'Smartphone',
  'deterrence-and-property-value': 'ShieldCheck',
}

const checklistIds: readonly string[] = ['resolution', 'night-vision', 'motion-detection', 'storage', 'mobile-app']

const teaserIcons: readonly IconName[] = ['Lightbulb', 'Bell', 'KeyRound']

function anchorOf(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

/** The section's anchor: the spec's five keep theirs ('hd-cctv', 'night-vision', …). */
export type InsightsSectionId = string

export interface InsightsSection {
  readonly id: InsightsSectionId
  readonly icon: IconName
  readonly heading: string
  /** Two or three paragraphs. */
  readonly paragraphs: readonly string[]
  readonly bullets?: readonly string[]
}

export type ChecklistItemId = string

export interface ChecklistItem {
  readonly id: ChecklistItemId
  readonly title: string
  readonly explanation: string
}

export interface InsightsTeaser {
  readonly title: string
  readonly summary: string
  readonly icon: IconName
  readonly status: 'Coming soon'
}

export type ArticleImage = ContentImage

export interface SecurityInsightsArticle {
  readonly title: string
  /** The article's own headline for structured data, without the site name. */
  readonly headline: string
  readonly metaDescription: string
  readonly path: '/solutions/security-insights'
  /** The article's lead image, named in its structured data. */
  readonly image: ArticleImage
  readonly tocHeading: string
  readonly hero: {
    readonly eyebrow: string
    readonly heading: string
    readonly intro: string
    readonly backLinkText: string
    readonly backLinkHref: '/solutions'
  }
  readonly sections: readonly InsightsSection[]
  readonly checklist: { readonly heading: string; readonly intro: string; readonly items: readonly ChecklistItem[] }
  readonly contact: { readonly heading: string; readonly text: string; readonly buttonText: string }
  readonly teasers: { readonly heading: string; readonly cards: readonly InsightsTeaser[] }
  readonly closing: CtaBannerCopy
}

export const securityInsightsArticle = {
  title: say(copy.title),
  headline: say(copy.headline),
  path: '/solutions/security-insights',
  image: {
    src: '/images/insights/hero.svg',
    alt: say(copy.imageAlt),
    width: 1600,
    height: 700,
  },
  tocHeading: 'In This Article',
  metaDescription: say(copy.metaDescription),
  hero: {
    eyebrow: say(copy.hero.eyebrow),
    heading: say(copy.headline),
    intro: say(copy.hero.intro),
    backLinkText: 'Back to Solutions',
    backLinkHref: '/solutions',
  },
  sections: copy.body.map((section) => ({
    id: section.anchor ?? anchorOf(section.heading),
    icon: sectionIcons[section.anchor ?? ''] ?? 'ShieldCheck',
    heading: say(section.heading),
    paragraphs: section.paragraphs.map(say),
    ...(section.bullets.length > 0 ? { bullets: section.bullets.map(say) } : {}),
  })),
  checklist: {
    heading: say(copy.checklist.heading),
    intro: say(copy.checklist.intro),
    items: copy.checklist.items.map((item, index) => ({
      id: checklistIds[index] ?? anchorOf(item.title),
      title: say(item.title),
      explanation: say(item.explanation),
    })),
  },
  contact: {
    heading: say(copy.contact.heading),
    text: say(financingEverywhere ? copy.contact.textWithFinancing : copy.contact.text),
    buttonText: 'Contact Us for a Free Quote',
  },
  teasers: {
    heading: say(copy.teasers.heading),
    cards: copy.teasers.cards.map((card, index) => ({
      title: say(card.title),
      summary: say(card.summary),
      icon: teaserIcons[index] ?? 'ShieldCheck',
      status: 'Coming soon' as const,
    })),
  },
  closing: {
    heading: say(copy.closing.heading),
    // How soon a home is done is the owner's promise (owner/offers.yaml), said only when they make it.
    text: say(installTimes ? copy.closing.textIfInstallTimes : copy.closing.text),
    quoteButton: 'Get a Free Consultation',
    secondary: callCompany,
  },
} as const satisfies SecurityInsightsArticle

export const securityInsightsMeta: PageMeta = {
  path: securityInsightsArticle.path,
  title: securityInsightsArticle.title,
  description: securityInsightsArticle.metaDescription,
  breadcrumbs: [
    homeCrumb,
    { name: 'Solutions', path: '/solutions' },
    { name: securityInsightsArticle.headline, path: securityInsightsArticle.path },
  ],
  topic: { kind: 'article', headline: securityInsightsArticle.headline, image: securityInsightsArticle.image },
}
