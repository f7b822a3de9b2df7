import { company } from './company'
import type { IconName } from './icon-name'
import type { CtaBannerCopy } from './cta-banner'
import type { ContentImage } from './content-image'
import { topLevelPage, type PageMeta } from './page-meta'
import { fromBuild } from './owner/from-build'
import type { ProductsFile } from './owner/pages/products-copy'
import { fillAllPageWords } from './owner/pages/offer-words'
import { productSectionSlugs, type ProductSectionSlug } from './owner/pages/product-sections'
import { siteWordValues } from './owner/pages/site-word-values'
import { ownerAbout } from './owner/owner-about'
import { possessive } from './possessive'

/**
 * Product sections in the order the /products page alternates them: the owner's own product line
 * (the Pro-X series in the demo) second, after the first of the sections owner/pages/products.yaml words.
 */
export const productSlugs = [productSectionSlugs[0], 'pro-x-series', ...productSectionSlugs.slice(1)] as const

export type ProductSlug = (typeof productSlugs)[number]

export type ProductImage = ContentImage

export interface ProductSection<S extends ProductSlug = ProductSlug> {
  readonly slug: S
  readonly title: string
  readonly eyebrow: string
  readonly icon: IconName
  /** Shown as a highlighted label beside the title, for a line that needs one. */
  readonly badge?: string
  readonly description: string
  readonly features: readonly [string, string, string, string]
  readonly image: ProductImage
  readonly buttonText: 'Get a Free Quote'
}

export interface ProductsHero {
  readonly badge: 'Premium Products'
  readonly heading: string
  readonly intro: string
  readonly buttonText: 'Get a Free Quote'
}

export interface ProductsBanner {
  readonly heading: 'Complete Security Ecosystem'
  readonly paragraph: string
  /** Names the list of links to the product sections. */
  readonly jumpLinksLabel: string
}

export interface ProductsClosing extends CtaBannerCopy {
  readonly heading: 'Ready to Enhance Your Security?'
  readonly quoteButton: 'Get a Free Quote'
}

export interface ProductsPage {
  readonly path: '/products'
  readonly title: string
  readonly description: string
  readonly hero: ProductsHero
  readonly banner: ProductsBanner
  readonly sections: readonly ProductSection[]
  readonly closing: ProductsClosing
}

const productImage = (slug: ProductSlug, alt: string): ProductImage => ({
  src: `/images/products/${slug}.svg`,
  alt,
  width: 800,
  height: 600,
})

const buttonText = 'Get a Free Quote'

/** Outside a Vite build (scripts under tsx) no owner file is read: the page says nothing. */
const noWords: ProductsFile = {
  description: '',
  hero: { heading: '', intro: '' },
  banner: { paragraph: '' },
  sections: Object.fromEntries(
    productSectionSlugs.map((slug) => [slug, { title: '', eyebrow: '', description: '', features: ['', '', '', ''], alt: '' }]),
  ) as ProductsFile['sections'],
  closing: { text: '' },
}

/** owner/pages/products.yaml, as the owner wrote it. */
const productsFile: ProductsFile = fromBuild(
  () => import.meta.glob<ProductsFile>('./owner/pages/defaults/products.yaml', { eager: true, import: 'default' }),
  noWords,
)

/** The owner's own product line, when they sell one under their name. */
const ownProductLine = ownerAbout.productLine

/** The icon each product section shows; its words are the owner's (owner/pages/products.yaml). */
const productIcons = {
  'security-cameras': 'Camera',
  'video-recorders': 'HardDrive',
  'access-control': 'KeyRound',
  intercom: 'MessageSquare',
  accessories: 'Cable',
  'control-software': 'Monitor',
  'video-doorbells': 'Bell',
} as const satisfies { readonly [S in ProductSectionSlug]: IconName }

/**
 * The page from the owner's words file: every sentence from it, with the owner's facts and offers
 * filled in; the order, icons, pictures and buttons from here.
 */
export function productsPageFrom(file: ProductsFile): ProductsPage {
  const productLine = ownProductLine !== undefined
  const words = fillAllPageWords(file, {
    names: { ...siteWordValues.names, productLineName: ownProductLine?.name ?? '' },
    offers: { ...siteWordValues.offers, productLine },
  })
  const productSectionsBySlug: { readonly [S in ProductSlug]: ProductSection<S> | undefined } = {
    ...(Object.fromEntries(
      productSectionSlugs.map((slug) => {
        const { alt, features, ...section } = words.sections[slug]
        return [
          slug,
          {
            slug,
            ...section,
            icon: productIcons[slug],
            features: features as unknown as ProductSection['features'],
            image: productImage(slug, alt),
            buttonText,
          },
        ]
      }),
    ) as { readonly [S in ProductSectionSlug]: ProductSection<S> }),
    // A line sold under the owner's own name is their claim (owner/about.yaml → productLine); typed
    // here it would be published as every owner's "own premium camera line".
    'pro-x-series': ownProductLine && {
      slug: 'pro-x-series',
      title: ownProductLine.name,
      eyebrow: ownProductLine.eyebrow,
      icon: 'Zap',
      ...(ownProductLine.badge ? { badge: ownProductLine.badge } : {}),
      description: ownProductLine.description.replace(/\{company\}/g, company.name).replace(/\{company's\}/g, possessive(company.name)),
      features: ownProductLine.features as unknown as readonly [string, string, string, string],
      image: productImage('pro-x-series', ownProductLine.alt),
      buttonText,
    },
  }
  return {
    path: '/products',
    title: `Security Products | ${company.name}`,
    description: words.description,
    hero: {
      badge: 'Premium Products',
      ...words.hero,
      buttonText,
    },
    banner: {
      heading: 'Complete Security Ecosystem',
      paragraph: words.banner.paragraph,
      jumpLinksLabel: 'Browse our product lines',
    },
    /** Built from `productSlugs`, so the section order can only be changed in one place. */
    sections: productSlugs.flatMap((slug): ProductSection[] => {
      const section = productSectionsBySlug[slug]
      return section ? [section] : []
    }),
    closing: {
      heading: 'Ready to Enhance Your Security?',
      text: words.closing.text,
      quoteButton: buttonText,
    },
  }
}

export const productsPage: ProductsPage = productsPageFrom(productsFile)

export const productsMeta: PageMeta = topLevelPage(productsPage.path, productsPage.title, productsPage.description)
