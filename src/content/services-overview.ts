import { company } from './company'
import type { IconName } from './icon-name'
import { serviceCards, type ServiceCard } from './services'
import { callCompany, type CtaBannerCopy } from './cta-banner'
import { topLevelPage, type PageMeta } from './page-meta'
import { financingEverywhere, financingTerms, ifFinancingEverywhere, ifInstallTimes, ifPartners, warranty } from './offers'

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
  /** Five on the demo (the spec's FAQ); fewer when the owner makes no install-time or warranty promise. */
  readonly items: readonly ServicesFaqEntry[]
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
      // A page about no particular state offers financing only when every state served has it.
      ...(financingEverywhere
        ? [
            {
              icon: 'DollarSign',
              title: 'Flexible Financing',
              description: `Financing with ${financingTerms} lets you protect your property now instead of waiting.`,
            } as const,
          ]
        : []),
      {
        icon: 'Award',
        title: `Trusted Since ${company.foundedYear}`,
        description: `Founded in ${company.foundedYear}, we have built our reputation on dependable installations and honest recommendations.`,
      },
      {
        icon: 'Users',
        title: 'Seasoned Technicians',
        description: `Our staff brings ${company.combinedExperienceInWords} years of combined staff experience in cameras, recording, networking and access control.`,
      },
      ...(warranty
        ? [
            {
              icon: 'ShieldCheck',
              title: 'Warranty on Every Install',
              description: `Each installation includes a ${warranty.terms}, so you are covered if anything goes wrong.`,
            } as const,
          ]
        : []),
      {
        icon: 'MapPin',
        title: ifPartners(() => 'Local Service, Wider Reach', 'Local Service'),
        description: `We serve homes and businesses across ${company.serviceAreaInWords}${ifPartners((reach) => `, and can connect customers elsewhere with partner providers ${reach}`)}.`,
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
      // Install times and the warranty are the owner's offers: no question about one they do not make.
      ...(ifInstallTimes(() => 'yes')
        ? [
            {
              question: 'How long does installation take?',
              answer: ifInstallTimes((times) => `${times.answer}, depending on the size of the property and the systems involved.`),
            },
          ]
        : []),
      ...(warranty
        ? [
            {
              question: 'Do you offer a warranty?',
              answer: `Yes. Every installation includes a ${warranty.terms} covering the equipment we supply and the work we perform.`,
            },
          ]
        : []),
      {
        question: 'Can I view my cameras from my phone?',
        answer:
          'Yes. We set up the mobile app during installation so you can watch live video, review recordings and receive alerts from anywhere with an internet connection.',
      },
      {
        question: 'What areas do you serve?',
        answer: `We serve ${company.serviceAreaInWords} from our headquarters in ${headquarters.town}, ${headquarters.state}. ${ifPartners((reach) => ` If you are outside our area, we can connect you with partner providers ${reach}.`)}`,
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
