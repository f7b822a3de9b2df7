import { describe, it, expect } from 'vitest'
import {
  caseStudyCards,
  caseStudyDetailCopy,
  caseStudyIndex,
  caseStudySlugs,
  isCaseStudySlug,
  type CaseStudy,
} from '../../../src/content/case-studies'
import { loadCaseStudies, loadCaseStudy } from '../../../src/content/case-study-loader'
import { iconNames } from '../../../src/content/icon-name'
import { specCaseStudies, specCaseStudyFigures } from '../../support/spec-case-studies'
import { allText, countSentences } from '../../support/content-text'

const caseStudies = await loadCaseStudies()
const findCaseStudy = (slug: string) => caseStudies.find((study) => study.slug === slug)

const slugTable: ReadonlyArray<readonly [number, string]> = specCaseStudies

/** Each stat tile's value, exactly as the spec writes the figure. */
const statValues: Record<string, readonly string[]> = {
  'home-cctv-night-vision': ['87%', '92%', '40%', '3'],
  'city-wide-surveillance': ['32%', '27%', '41%', '12 to 7.5 min'],
  'retail-loss-prevention': ['3.1% to 1.2%', '$4.2M', '65%', '43'],
  'k12-school-safety': ['8', '8,500', '64% to 91%', '24/7'],
  'industrial-quality-control': ['28%', '63%', '$3.8M', '120'],
  'healthcare-facility-monitoring': ['52%', '87%', '1,450', '24/7'],
  'sports-arena-crowd-management': ['24 to 16 min', '17', '35', '55,000'],
  'financial-institution-security': ['73', '3', '28', '240%'],
  'smart-parking-solutions': ['61%', '22%', '71%', '18%'],
  'logistics-inventory-tracking': ['98.2% to 99.7%', '11%', '32%', '$4.3M'],
  'casino-surveillance': ['87', '23', '6.2%', '$3.8M'],
}

function detailText(study: CaseStudy): string {
  return [
    study.title,
    study.subtitle,
    ...study.challenge,
    study.solution.intro,
    ...study.solution.bullets,
    ...study.implementation,
    ...study.results.stats.flatMap((stat) => [stat.value, stat.label]),
    ...study.results.highlights,
    ...(study.results.followUp ?? []),
  ].join('\n')
}

/** A figure as a whole token: "3" matches "3 suspects" but not "30-day" or "$4.3M". */
function figurePattern(value: string): RegExp {
  const escaped = value.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
  return new RegExp(`(?<![\\d.,$])${escaped}(?![\\d,%]|\\.\\d)`)
}

describe('case study listing', () => {
  it('lists eleven studies, the home CCTV study first and then ids 1 to 10', () => {
    expect(caseStudies).toHaveLength(11)
    expect(caseStudies.map((study) => study.id)).toEqual([11, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
  })

  it('uses exactly the slug for each id from the spec table', () => {
    expect(caseStudies.map((study) => [study.id, study.slug])).toEqual(slugTable)
    expect(caseStudySlugs).toEqual(slugTable.map(([, slug]) => slug))
  })

  it('never repeats a slug, id or title', () => {
    expect(new Set(caseStudies.map((study) => study.slug)).size).toBe(11)
    expect(new Set(caseStudies.map((study) => study.id)).size).toBe(11)
    expect(new Set(caseStudies.map((study) => study.title)).size).toBe(11)
  })

  it('gives every card a 2-3 sentence description and a described 1600 by 700 image named after the slug', () => {
    for (const study of caseStudies) {
      expect(countSentences(study.description)).toBeGreaterThanOrEqual(2)
      expect(countSentences(study.description)).toBeLessThanOrEqual(3)
      expect(study.image).toEqual({
        src: `/images/case-studies/${study.slug}.svg`,
        alt: study.image.alt,
        width: 1600,
        height: 700,
      })
      expect(study.image.alt.length).toBeGreaterThan(30)
    }
  })

  it('shows 12 campuses and 230 locations on the cards but 8 campuses and 120+ locations on the detail pages', () => {
    const schools = findCaseStudy('k12-school-safety')
    const retail = findCaseStudy('retail-loss-prevention')
    expect(schools?.description).toContain('12 campuses')
    expect(schools && detailText(schools)).toContain('8 campuses')
    expect(schools && detailText(schools)).not.toContain('12 campuses')
    expect(schools?.scope).toEqual({ listing: '12 campuses', detail: '8 campuses' })
    expect(retail?.description).toContain('230 locations')
    expect(retail && detailText(retail)).toContain('120+ locations')
    expect(retail && detailText(retail)).not.toContain('230')
    expect(retail?.scope).toEqual({ listing: '230 locations', detail: '120+ locations' })
  })
})

describe('the index cards and the study pages', () => {
  it('loads, for every slug, the study of that slug', async () => {
    for (const slug of caseStudySlugs) expect((await loadCaseStudy(slug))?.slug).toBe(slug)
  })

  it('shows on each card exactly what its study says, the headline being the first result tile', () => {
    expect(caseStudyCards.map((card) => card.slug)).toEqual(caseStudySlugs)
    caseStudyCards.forEach((card, index) => {
      const study = caseStudies[index]
      const { id, slug, title, description, image, industry, icon, scope } = study ?? ({} as CaseStudy)
      expect(card).toEqual({ id, slug, title, description, image, industry, icon, scope, headline: study?.results.stats[0] })
    })
  })
})

describe('case study detail content', () => {
  it('has four stat tiles, six applications and six technology bullets in every study', () => {
    for (const study of caseStudies) {
      expect(study.results.stats).toHaveLength(4)
      expect(study.applications).toHaveLength(6)
      expect(study.technology).toHaveLength(6)
    }
  })

  it('keeps every section within the lengths the page layout expects', () => {
    for (const study of caseStudies) {
      expect(study.challenge.length).toBeGreaterThanOrEqual(2)
      expect(study.challenge.length).toBeLessThanOrEqual(3)
      expect(study.solution.bullets.length).toBeGreaterThanOrEqual(5)
      expect(study.solution.bullets.length).toBeLessThanOrEqual(7)
      expect(study.implementation.length).toBeGreaterThanOrEqual(5)
      expect(study.implementation.length).toBeLessThanOrEqual(6)
      expect(study.results.highlights.length).toBeGreaterThanOrEqual(4)
      expect(study.results.highlights.length).toBeLessThanOrEqual(6)
      for (const application of study.applications) {
        expect(application.title).not.toBe('')
        expect(application.description).not.toBe('')
      }
    }
  })

  it('shows a 12-month follow-up on at least three studies', () => {
    const withFollowUp = caseStudies.filter((study) => (study.results.followUp?.length ?? 0) >= 3)
    expect(withFollowUp.length).toBeGreaterThanOrEqual(3)
  })

  it('gives every page a meta description of at most 160 characters and a known icon', () => {
    for (const study of caseStudies) {
      expect(study.metaDescription.length).toBeGreaterThan(50)
      expect(study.metaDescription.length).toBeLessThanOrEqual(160)
      expect(iconNames).toContain(study.icon)
    }
  })

  it.each(Object.entries(statValues))('shows the spec figures on the stat tiles of %s', (slug, values) => {
    expect(findCaseStudy(slug)?.results.stats.map((stat) => stat.value)).toEqual(values)
  })

  it.each(Object.entries(specCaseStudyFigures))('states every spec figure for %s verbatim', (slug, figures) => {
    const study = findCaseStudy(slug)
    expect(study).toBeDefined()
    const text = detailText(study as CaseStudy)
    for (const figure of figures) expect(text).toContain(figure)
  })

  it('names the kind of client every study was done for, without naming the client', () => {
    for (const study of caseStudies) {
      expect(study.client.length, study.slug).toBeGreaterThan(10)
      expect(study.client, study.slug).not.toMatch(/\b(Inc|LLC|Corp)\b/)
    }
  })

  it('never restates a stat tile in the additional outcomes: they say what the tiles do not', () => {
    for (const study of caseStudies) {
      for (const highlight of study.results.highlights) {
        for (const stat of study.results.stats) {
          expect(highlight, `${study.slug}: "${stat.value}"`).not.toMatch(figurePattern(stat.value))
        }
      }
    }
  })

  it('keeps the casino in Las Vegas and every other client unnamed by city', () => {
    for (const study of caseStudies) {
      const mentionsVegas = allText(study).includes('Las Vegas')
      expect(mentionsVegas).toBe(study.slug === 'casino-surveillance')
    }
  })

  it('contains no placeholder text', () => {
    expect(allText([caseStudies, caseStudyIndex, caseStudyDetailCopy])).not.toMatch(/lorem|ipsum|TODO|TBD|coming soon|\[.*?\]/i)
  })
})

describe('finding a case study', () => {
  it('returns the study for a known slug and nothing for an unknown one', async () => {
    expect((await loadCaseStudy('casino-surveillance'))?.id).toBe(10)
    expect((await loadCaseStudy('home-cctv-night-vision'))?.id).toBe(11)
    expect(await loadCaseStudy('not-a-case-study')).toBeUndefined()
    expect(isCaseStudySlug('smart-parking-solutions')).toBe(true)
    expect(isCaseStudySlug('smart-parking')).toBe(false)
  })
})

describe('case study page copy', () => {
  it('uses the spec wording on the index page', () => {
    expect(caseStudyIndex.hero.heading).toBe('Real-World Security Success Stories')
    expect(caseStudyIndex.hero.buttonText).toBe('Get a Free Security Consultation')
    expect(caseStudyIndex.readMoreText).toBe('Read More')
    expect(caseStudyIndex.closing.heading).toBe('Ready to Create Your Own Success Story?')
    expect(caseStudyIndex.hero.intro.length).toBeGreaterThan(80)
    expect(caseStudyIndex.closing.text.length).toBeGreaterThan(80)
  })

  it('uses the published section headings and links on the detail page', () => {
    expect(caseStudyDetailCopy).toMatchObject({
      backLinkText: 'Back to Case Studies',
      backLinkHref: '/case-studies',
      challengeHeading: 'The Challenge',
      solutionHeading: 'The Solution',
      implementationHeading: 'Implementation Details',
      resultsHeading: 'Measurable Results',
      followUpHeading: '12-Month Follow-Up',
      technologyHeading: 'Technology Considerations',
      closing: {
        quoteButton: 'Get a Free Consultation',
        secondary: { kind: 'link', text: 'View More Case Studies', href: '/case-studies' },
      },
    })
  })
})
