import { callCompany } from '../cta-banner'
import { company } from '../company'
import { serviceCardsBySlug, servicePageCopy, serviceTitle, type ServicePage } from '../services'
import { ifWarranty, warranty } from '../offers'

const card = serviceCardsBySlug['video-doorbells']

export const servicePage: ServicePage<'video-doorbells'> = {
  ...card,
  title: serviceTitle(card.name),
  description: `Video doorbell installation with a 3 MP sensor, dual-band Wi-Fi, two-way talk and microSD up to 128 GB. Free quote in ${company.serviceAreaShortName}.`,
  hero: {
    eyebrow: 'Front Door Security',
    heading: 'Video Doorbells That Let You Answer From Anywhere',
    intro:
      'Know who is at the door before you open it. Our professionally installed video doorbells show visitors, deliveries and porch activity in sharp detail and let you talk with guests from your phone, at home or away.',
    primaryButtonText: 'Get a Free Quote',
    callLinkText: servicePageCopy.callLinkText,
  },
  features: {
    heading: 'Everything You Need at the Front Door',
    intro: 'Our video doorbells combine clear video, dependable connectivity and local storage in one compact unit.',
    items: [
      {
        icon: 'ScanFace',
        title: '3 MP Sensor',
        description: 'A 3 MP sensor with a wide, head-to-toe field of view clearly captures faces as well as packages left on the ground.',
      },
      {
        icon: 'Wifi',
        title: 'Dual-Band Wi-Fi',
        description:
          'With dual-band Wi-Fi, the doorbell connects on 2.4 GHz or 5 GHz and stays linked to your network even on a busy home connection.',
      },
      {
        icon: 'HardDrive',
        title: 'Local microSD Storage',
        description: 'Record locally on microSD up to 128 GB, keeping clips on the device without a mandatory monthly subscription.',
      },
      {
        icon: 'Mic',
        title: 'Two-Way Talk',
        description: 'Speak with delivery drivers and guests through the app, or send a quick recorded reply when you cannot talk.',
      },
      {
        icon: 'Package',
        title: 'Package and Motion Alerts',
        description: 'Adjustable motion zones and person detection send alerts for real activity at your door, not passing cars.',
      },
      {
        icon: 'Moon',
        title: 'Night Vision',
        description: 'Infrared night vision keeps your porch visible after dark, so late deliveries and visitors are recorded clearly.',
      },
    ],
  },
  highlights: {
    kind: 'process',
    heading: 'How Doorbell Installation Works',
    intro: 'A professional install means a doorbell that is powered properly, aimed correctly and ready to use.',
    items: [
      {
        title: 'Check Your Wiring',
        description:
          'We test your existing doorbell transformer and chime, and upgrade the transformer if it cannot reliably power a video doorbell.',
      },
      {
        title: 'Mount and Connect',
        description:
          'We mount the doorbell at the right height and angle, connect it to your dual-band Wi-Fi network and install the microSD card.',
      },
      {
        title: 'Set Up Your App',
        description: 'We configure motion zones, alerts and chime settings with you, and add family members to the app.',
      },
      {
        title: warranty ? 'Backed by Warranty' : 'Tested Before We Leave',
        description:
          ifWarranty((terms) => `Your doorbell installation includes a ${terms}, so you are covered if anything goes wrong.`) ||
          'We ring the doorbell, check the video and the alerts on your phone, and only then pack up.',
      },
    ],
  },
  linksToLocations: false,
  faqHeading: servicePageCopy.faqHeading,
  faqs: [
    {
      question: 'Do I need existing doorbell wiring?',
      answer:
        'Wired installation is the most reliable option and keeps the doorbell powered, so we use your existing wiring when it is present. If your home has none, we can run new wiring or recommend a battery-powered model.',
    },
    {
      question: 'How much video can the doorbell store?',
      answer:
        'The doorbell supports microSD up to 128 GB, which holds weeks of motion-triggered clips for a typical home. Optional cloud storage adds an off-site backup.',
    },
    {
      question: 'Can a video doorbell work with my security cameras?',
      answer:
        'In many systems, yes. We can add the doorbell to the same app as your other cameras, so your front door, driveway and backyard appear in one place.',
    },
  ],
  closing: {
    heading: 'Answer the Door From Anywhere',
    text: `Get a video doorbell installed, connected and set up on your phone in a single visit. Request a free quote or call ${company.phone}.`,
    quoteButton: 'Get a Free Quote',
    secondary: callCompany,
  },
}
