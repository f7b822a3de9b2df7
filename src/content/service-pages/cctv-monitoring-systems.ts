import { callCompany } from '../cta-banner'
import { company } from '../company'
import { serviceCardsBySlug, servicePageCopy, serviceTitle, type ServicePage } from '../services'
import { ifInstallTimes, ifWarranty, warranty } from '../offers'

const card = serviceCardsBySlug['cctv-monitoring-systems']

export const servicePage: ServicePage<'cctv-monitoring-systems'> = {
  ...card,
  title: serviceTitle(card.name),
  description: `CCTV monitoring systems with 24/7 recording, 1080p or 4K cameras, night vision up to 100 feet and remote viewing. Serving ${company.serviceAreaShortName}.`,
  hero: {
    eyebrow: 'Around-the-Clock Recording',
    heading: 'CCTV Monitoring Systems That Never Look Away',
    intro:
      'A closed-circuit system records every camera to a secure recorder on your property, day and night, so you always have footage to review. We design, install and support CCTV systems for homes, retailers, offices, warehouses and multi-site businesses.',
    primaryButtonText: 'Schedule a Free Consultation',
    callLinkText: servicePageCopy.callLinkText,
  },
  features: {
    heading: 'Built for Continuous, Reliable Coverage',
    intro: 'Our CCTV systems are designed around what you need to see, how long you need to keep it and who needs access to it.',
    items: [
      {
        icon: 'Video',
        title: '24/7 Continuous Recording',
        description: 'Cameras record around the clock to a dedicated network video recorder, with motion events flagged for quick review.',
      },
      {
        icon: 'Monitor',
        title: '1080p or 4K Resolution',
        description:
          'We specify 1080p or 4K cameras for each zone, reserving 4K for wide areas such as parking lots and loading docks where detail matters most.',
      },
      {
        icon: 'Moon',
        title: 'Night Vision up to 100 Feet',
        description:
          'Infrared illumination delivers usable footage in total darkness, with night vision up to 100 feet on perimeter and parking lot cameras.',
      },
      {
        icon: 'HardDrive',
        title: 'Secure Local Storage',
        description:
          'Recorders are sized for the retention you need, from a few weeks to several months, with redundant drives and cloud backup of key clips available.',
      },
      {
        icon: 'Smartphone',
        title: 'Live and Remote Viewing',
        description:
          'Watch live feeds and search recordings from a wall monitor, desktop or phone, with separate permissions for owners, managers and staff.',
      },
      {
        icon: 'Layers',
        title: 'Multi-Site Management',
        description:
          'Manage several locations from one screen, so owners and security staff can check every store, office or yard without traveling.',
      },
    ],
  },
  highlights: {
    kind: 'why-choose-us',
    heading: `Why Customers Choose ${company.name} for CCTV`,
    intro: 'A CCTV system is a long-term investment. We build ours to be dependable for years, not weeks.',
    items: [
      {
        title: `Local Experience Since ${company.foundedYear}`,
        description: `Founded in ${company.foundedYear}, our team brings over ${company.combinedExperienceYears} years of combined staff experience to every CCTV design.`,
      },
      {
        title: 'Right-Sized Systems',
        description:
          'We recommend the cameras, recorder channels and storage you actually need, and explain the tradeoffs so you can decide with confidence.',
      },
      {
        title: 'Predictable Timelines',
        description: `${ifInstallTimes((times) => `Residential installs ${times.homes}, commercial installs ${times.businesses}, scheduled`) || 'Installs are scheduled'} around your business hours to keep operations running.`,
      },
      {
        title: warranty ? 'Warranty and Ongoing Support' : 'Ongoing Support',
        description: `${ifWarranty((terms) => `Each system carries a ${terms}, and our`) || 'Our'} team stays available for adjustments, training and expansion.`,
      },
    ],
  },
  linksToLocations: true,
  locationsLinkText: servicePageCopy.locationsLinkText,
  faqHeading: servicePageCopy.faqHeading,
  faqs: [
    {
      question: 'How is CCTV different from a consumer camera system?',
      answer:
        'A CCTV system records every camera to a dedicated recorder on your property, so recording continues even if the internet goes down. Consumer systems usually depend on a cloud subscription and a steady internet connection for each camera.',
    },
    {
      question: 'How long is footage stored?',
      answer:
        "Retention depends on the number of cameras, the resolution and the recording mode. We size the recorder's drives to your needs, commonly 30 days or more, and can add cloud backup for important clips.",
    },
    {
      question: 'Can you add cameras to an existing CCTV system?',
      answer:
        'Often, yes. We assess your current recorder, cabling and cameras, reuse what is in good condition and recommend upgrades only where they improve coverage or image quality.',
    },
  ],
  closing: {
    heading: 'Put Your Property Under Watch Around the Clock',
    text: `Schedule a free consultation and we will review your site, recommend camera locations and storage, and give you a clear plan and price. Prefer to talk now? Call ${company.phone}.`,
    quoteButton: 'Schedule a Free Consultation',
    secondary: callCompany,
  },
}
