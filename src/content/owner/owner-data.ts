import type { OwnerAbout, OwnerOffers, PictureText, Review, TeamMember } from './owner-content-schema'

/**
 * The owner's files as the pages read them: scripts/owner-content-plugin.ts turns each into a
 * module of its validated values at build time. Outside a Vite build (scripts run with tsx, which
 * only read page titles) there are no such modules, and each value is empty: nothing is said.
 */
function fromBuild<T>(modules: () => Record<string, T>, fallback: T): T {
  try {
    return Object.values(modules())[0] ?? fallback
  } catch {
    return fallback
  }
}

export const ownerReviews: readonly Review[] = fromBuild(
  () => import.meta.glob<{ readonly reviews: readonly Review[] }>('../../../owner/reviews.yaml', { eager: true, import: 'default' }),
  { reviews: [] },
).reviews

export const ownerTeam: readonly TeamMember[] = fromBuild(
  () => import.meta.glob<{ readonly members: readonly TeamMember[] }>('../../../owner/team.yaml', { eager: true, import: 'default' }),
  { members: [] },
).members

export const ownerOffers: OwnerOffers = fromBuild(() => import.meta.glob<OwnerOffers>('../../../owner/offers.yaml', { eager: true, import: 'default' }), {
  warranty: { title: '', detail: '', terms: '' },
  installTimes: { title: '', detail: '', homes: '', businesses: '' },
  financing: { states: [], title: '', detail: '', terms: '' },
})

export const ownerPictures: readonly PictureText[] = fromBuild(
  () => import.meta.glob<{ readonly pictures: readonly PictureText[] }>('../../../owner/pictures.yaml', { eager: true, import: 'default' }),
  { pictures: [] },
).pictures

export const ownerAbout: OwnerAbout = fromBuild(() => import.meta.glob<OwnerAbout>('../../../owner/about.yaml', { eager: true, import: 'default' }), {
  story: { paragraphs: [] },
})

/**
 * Whether the owner publishes any case study, without the stories themselves: the header on
 * every page needs only this (each `?exists` module is the number 1).
 */
export const hasCaseStudies: boolean =
  Object.keys(
    fromBuild(() => ({ all: import.meta.glob('../../../owner/case-studies/*.md', { eager: true, query: '?exists', import: 'default' }) }), {}),
  ).length > 0
