import type { CaseStudy, CaseStudyCard } from '../case-studies.ts'
import type { OwnerCaseStudy } from './owner-content-schema.ts'

/**
 * A story file as the pages read it. The front matter's first figure is the card's headline, and
 * a case-study picture is always drawn at the hero's shape (an owner photo is cropped to it).
 */
export function caseStudyCardOf({ slug, frontMatter }: OwnerCaseStudy): CaseStudyCard {
  return {
    id: frontMatter.id,
    slug,
    title: frontMatter.title,
    description: frontMatter.description,
    image: { src: frontMatter.image.file, alt: frontMatter.image.alt, width: 1600, height: 700 },
    industry: frontMatter.industry,
    icon: frontMatter.icon,
    scope: frontMatter.scope,
    ...(frontMatter.stats[0] ? { headline: frontMatter.stats[0] } : {}),
  }
}

export function caseStudyOf(study: OwnerCaseStudy): CaseStudy {
  const { frontMatter } = study
  return {
    ...caseStudyCardOf(study),
    client: frontMatter.client,
    installed: frontMatter.installed as unknown as CaseStudy['installed'],
    subtitle: frontMatter.subtitle,
    metaDescription: frontMatter.metaDescription,
    challenge: study.challenge,
    solution: frontMatter.solution,
    implementation: frontMatter.implementation,
    results: {
      stats: frontMatter.stats,
      highlights: frontMatter.highlights,
      ...(frontMatter.followUp ? { followUp: frontMatter.followUp } : {}),
    },
    applications: frontMatter.applications,
    technology: frontMatter.technology,
  }
}
