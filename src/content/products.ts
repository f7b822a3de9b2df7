import { company } from './company'
import type { IconName } from './icon-name'
import type { CtaBannerCopy } from './cta-banner'
import type { ContentImage } from './content-image'
import { topLevelPage, type PageMeta } from './page-meta'
import { ifWarranty } from './offers'
import { ownerAbout } from './owner/owner-about'
import { possessive } from './possessive'

/** Product sections in the order the /products page alternates them. */
export const productSlugs = [
  'security-cameras',
  'pro-x-series',
  'video-recorders',
  'access-control',
  'intercom',
  'accessories',
  'control-software',
  'video-doorbells',
] as const

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

/** The owner's own product line, when they sell one under their name. */
const ownProductLine = ownerAbout.productLine

const productSectionsBySlug = {
  'security-cameras': {
    slug: 'security-cameras',
    title: 'Security Cameras',
    eyebrow: 'Indoor and Outdoor Coverage',
    icon: 'Camera',
    description:
      'Dome, bullet and turret cameras for every environment, from front porches to parking lots. Each model is chosen for sharp daytime detail, dependable low-light performance and durable construction.',
    features: [
      '1080p or 4K resolution options',
      'Infrared night vision up to 100 feet',
      'Weather-resistant housings for outdoor use',
      'Power over Ethernet for single-cable installation',
    ],
    image: productImage('security-cameras', 'Dome, bullet and turret security cameras side by side'),
    buttonText,
  },
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
  'video-recorders': {
    slug: 'video-recorders',
    title: 'Video Recorders',
    eyebrow: 'Reliable On-Site Recording',
    icon: 'HardDrive',
    description:
      'Network video recorders from 4 to 32 channels store footage from every camera on site, with fast search, secure remote access and drive capacity sized to the retention you need.',
    features: [
      'Models from 4 to 32 channels',
      'Built-in PoE ports for plug-and-play camera connection',
      'Expandable hard drive storage with redundancy options',
      'Efficient video compression for longer retention',
    ],
    image: productImage('video-recorders', 'Equipment rack with two network video recorders, their hard drive bays and a PoE switch'),
    buttonText,
  },
  'access-control': {
    slug: 'access-control',
    title: 'Access Control',
    eyebrow: 'Secure Entry Management',
    icon: 'KeyRound',
    description:
      'Readers, door controllers and electrified locking hardware that let you decide who enters each door and when, managed from a browser or a phone.',
    features: [
      'Keycard, fob, PIN and mobile credential readers',
      'Biometric readers for high-security areas',
      'Door controllers with local memory and battery backup',
      'Electric strikes, magnetic locks and exit devices',
    ],
    image: productImage('access-control', 'Keypad and card reader mounted beside a commercial glass door'),
    buttonText,
  },
  intercom: {
    slug: 'intercom',
    title: 'Intercom',
    eyebrow: 'Video and Audio Entry',
    icon: 'MessageSquare',
    description:
      'Video intercom stations for gates, lobbies and building entrances let you see and speak with visitors, then unlock the door remotely from an indoor monitor or your phone.',
    features: [
      'HD video entry stations with wide-angle lenses',
      'Answer from indoor monitors or the mobile app',
      'Remote door and gate release',
      'Resident and tenant directories for multi-unit buildings',
    ],
    image: productImage('intercom', 'Video intercom entry station at a building entrance'),
    buttonText,
  },
  accessories: {
    slug: 'accessories',
    title: 'Accessories',
    eyebrow: 'Complete the Installation',
    icon: 'Cable',
    description:
      'The components that make a system dependable: mounts, enclosures, network switches, cabling and power protection, each matched to the equipment it supports.',
    features: [
      'Wall, pole and corner mounts with junction boxes',
      'PoE network switches and outdoor-rated cable',
      'Surge protection and battery backup power',
      'Viewing monitors for offices and front desks',
    ],
    image: productImage('accessories', 'Camera mounts, junction box, network switch and cable spools'),
    buttonText,
  },
  'control-software': {
    slug: 'control-software',
    title: 'Control Software',
    eyebrow: 'Manage Everything in One Place',
    icon: 'Monitor',
    description:
      'Video management and access control software brings cameras, recorders, doors and alerts into one interface on desktop and mobile, for a single home or dozens of sites.',
    features: [
      'Live view and playback across every camera and site',
      'Smart search by person, vehicle, time and zone',
      'User permissions and activity logs',
      'Mobile app with push notifications',
    ],
    image: productImage('control-software', 'Laptop and phone showing a security camera management dashboard'),
    buttonText,
  },
  'video-doorbells': {
    slug: 'video-doorbells',
    title: 'Video Doorbells',
    eyebrow: 'Front Door Security',
    icon: 'Bell',
    description:
      'Video doorbells that show who is at your door and let you talk with them from anywhere, with local recording and a dependable wireless connection.',
    features: [
      '3 MP sensor with a head-to-toe view',
      'Dual-band Wi-Fi for a stable connection',
      'Local recording on microSD up to 128 GB',
      'Two-way talk and motion alerts',
    ],
    image: productImage('video-doorbells', 'Video doorbell mounted beside a front door'),
    buttonText,
  },
} as const satisfies { readonly [S in ProductSlug]: ProductSection<S> | undefined }

export const productsPage = {
  path: '/products',
  title: `Security Products | ${company.name}`,
  description: `Security cameras, ${ownProductLine ? `our ${ownProductLine.name}, ` : ''}video recorders, access control, intercoms, accessories, software and video doorbells, professionally installed.`,
  hero: {
    badge: 'Premium Products',
    heading: 'Professional-Grade Security Products',
    intro:
      'We supply and install dependable, commercial-grade equipment chosen for image quality, reliability and long service life, from a single camera to a complete multi-site system.',
    buttonText,
  },
  banner: {
    heading: 'Complete Security Ecosystem',
    paragraph:
      'Every product we offer is chosen to work together: cameras, recorders, access control, intercoms and doorbells managed from one software platform and one mobile app, installed and supported by one local team.',
    jumpLinksLabel: 'Browse our product lines',
  },
  /** Built from `productSlugs`, so the section order can only be changed in one place. */
  sections: productSlugs.flatMap((slug): ProductSection[] => {
    const section = productSectionsBySlug[slug]
    return section ? [section] : []
  }),
  closing: {
    heading: 'Ready to Enhance Your Security?',
    text: `Tell us what you want to protect and we will recommend the right products, install them professionally and show you how everything works.${ifWarranty((terms) => ` Every installation includes a ${terms}.`)}`,
    quoteButton: buttonText,
  },
} as const satisfies ProductsPage

export const productsMeta: PageMeta = topLevelPage(productsPage.path, productsPage.title, productsPage.description)
