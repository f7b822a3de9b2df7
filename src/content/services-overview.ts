import { company } from './company'
import type { IconName } from './icon-name'
import { serviceCards, type ServiceCard } from './services'
import { callCompany, type CtaBannerCopy } from './cta-banner'
import { topLevelPage, type PageMeta } from './page-meta'
import { financingTerms, ifFinancingEverywhere, installTimesAnswer, warrantyTerms } from './offers'

export interface ServicesOverviewHero {
  readonly eyebrow: string
  readonly heading: string
  readonly intro: string
  readonly buttonText: 'Schedule a Free Consultation'
}

export interface ServicesOverviewList {
  readonly heading: string
  readonly intro: string
  readonly linkText: string
  /** Taken from services.ts, in its order. */
  readonly cards: readonly ServiceCard[]
}

export interface ServicesBenefit {
  readonly icon: IconName
  readonly title: string
  readonly description: string
}

export interface ServicesBenefits {
  readonly heading: string
  readonly intro: string
  readonly items: readonly ServicesBenefit[]
}

export interface ServicesFaqEntry {
  readonly question: string
  readonly answer: string
}

export interface ServicesFaq {
  readonly heading: 'Frequently Asked Questions'
  /** The overview FAQ has exactly five questions. */
  readonly items: readonly [ServicesFaqEntry, ServicesFaqEntry, ServicesFaqEntry, ServicesFaqEntry, ServicesFaqEntry]
}

export interface ServicesOverviewClosing extends CtaBannerCopy {
  readonly quoteButton: 'Get a Free Quote' | 'Schedule a Free Consultation'
}

export interface ServicesOverviewPage {
  readonly path: '/services'
  readonly title: string
  readonly description: string
  readonly hero: ServicesOverviewHero
  readonly servicesList: ServicesOverviewList
  readonly benefits: ServicesBenefits
  readonly faq: ServicesFaq
  readonly closing: ServicesOverviewClosing
}

const { headquarters } = company

export const servicesOverviewPage = {
  path: '/services',
  title: `Security Services | ${company.name}`,
  description: `Security camera installation, CCTV, wireless cameras, video doorbells, access control and AI-enhanced security in ${company.serviceAreaShortName}. Free quotes.`,
  hero: {
    eyebrow: 'Our Services',
    heading: 'Security Services for Homes and Businesses',
    intro: `Since ${company.foundedYear}, ${company.name} has designed, installed and supported security systems across ${company.serviceAreaInWords}. Explore our services below, or schedule a free consultation and we will recommend the right combination for your property.`,
    buttonText: 'Schedule a Free Consultation',
  },
  servicesList: {
    heading: 'What We Install',
    intro:
      'Every system is designed around your property and installed by our own technicians, from a single doorbell to a multi-site business network.',
    linkText: 'Learn More',
    cards: serviceCards,
  },
  benefits: {
    heading: `Why Choose ${company.name}`,
    intro:
      'Homeowners and businesses choose us for straightforward advice, careful installation and support that continues after the job is done.',
    items: [
      {
        icon: 'BadgeCheck',
        title: 'Free Quote and Consultation',
        description: 'Every project starts with a free quote and a free consultation, with clear, itemized pricing and no obligation.',
      },
      {
        icon: 'DollarSign',
        title: 'Flexible Financing',
        description: `Financing with ${financingTerms} lets you protect your property now instead of waiting.`,
      },
      {
        icon: 'Award',
        title: `Trusted Since ${company.foundedYear}`,
        description: `Founded in ${company.foundedYear}, we have built our reputation on dependable installations and honest recommendations.`,
      },
      {
        icon: 'Users',
        title: 'Seasoned Technicians',
        description: `Our staff brings over ${company.combinedExperienceYears} years of combined staff experience in cameras, recording, networking and access control.`,
      },
      {
        icon: 'ShieldCheck',
        title: 'Warranty on Every Install',
        description: `Each installation includes a ${warrantyTerms}, so you are covered if anything goes wrong.`,
      },
      {
        icon: 'MapPin',
        title: 'Local Service, Wider Reach',
        description: `We serve homes and businesses across ${company.serviceAreaInWords}, and can connect customers elsewhere with partner providers nationwide.`,
      },
    ],
  },
  faq: {
    heading: 'Frequently Asked Questions',
    items: [
      {
        question: 'How much does a security system cost?',
        answer: `Cost depends on the number of cameras or doors, the equipment you choose and the complexity of the installation. We provide a free quote with itemized pricing after learning about your property${ifFinancingEverywhere(`, and financing with ${financingTerms} is available`)}.`,
      },
      {
        question: 'How long does installation take?',
        answer: `${installTimesAnswer}, depending on the size of the property and the systems involved.`,
      },
      {
        question: 'Do you offer a warranty?',
        answer: `Yes. Every installation includes a ${warrantyTerms} covering the equipment we supply and the work we perform.`,
      },
      {
        question: 'Can I view my cameras from my phone?',
        answer:
          'Yes. We set up the mobile app during installation so you can watch live video, review recordings and receive alerts from anywhere with an internet connection.',
      },
      {
        question: 'What areas do you serve?',
        answer: `We serve ${company.serviceAreaInWords} from our headquarters in ${headquarters.town}, ${headquarters.state}. If you are outside our area, we can connect you with partner providers nationwide.`,
      },
    ],
  },
  closing: {
    heading: 'Not Sure Which Service You Need?',
    text: `Tell us what you want to protect and we will recommend the right system, with a free quote${ifFinancingEverywhere(' and financing options')}. You can also call us at ${company.phone}.`,
    quoteButton: 'Get a Free Quote',
    secondary: callCompany,
  },
} as const satisfies ServicesOverviewPage

export const servicesOverviewMeta: PageMeta = topLevelPage(
  servicesOverviewPage.path,
  servicesOverviewPage.title,
  servicesOverviewPage.description,
)
