import { callCompany } from '../cta-banner'
import { company } from '../company'
import { serviceCardsBySlug, servicePageCopy, serviceTitle, type ServicePage } from '../services'
import { ifInstallTimes, ifWarranty, installTimesAnswer, warranty } from '../offers'

const card = serviceCardsBySlug['security-camera-installation']

export const servicePage: ServicePage<'security-camera-installation'> = {
  ...card,
  title: serviceTitle(card.name),
  description: `Professional security camera installation in ${company.serviceAreaShortName}: 1080p or 4K cameras, night vision up to 100 feet${ifWarranty((_, offer) => ` and a ${offer.title.toLowerCase()}`)}. Free quote.`,
  hero: {
    eyebrow: 'Professional Installation',
    heading: 'Security Camera Installation Done Right the First Time',
    intro: `From a single driveway camera to a multi-building business system, ${company.name} designs, installs and configures cameras that capture clear, usable evidence day and night. We handle the survey, the cabling, the setup and the training, so your system works from the moment we leave.`,
    primaryButtonText: 'Get a Free Quote',
    callLinkText: servicePageCopy.callLinkText,
  },
  features: {
    heading: 'What Every Installation Includes',
    intro:
      'A camera is only as good as where it is mounted and how it is connected. Every installation we complete covers the details that decide whether footage is useful.',
    items: [
      {
        icon: 'Camera',
        title: 'Crisp 1080p or 4K Video',
        description: 'Choose 1080p or 4K cameras matched to each view, so faces, vehicles and license plates are legible when it matters.',
      },
      {
        icon: 'Moon',
        title: 'Infrared Night Vision',
        description:
          'Infrared night vision up to 100 feet keeps driveways, lots and fence lines visible after dark, with no added lighting required.',
      },
      {
        icon: 'Target',
        title: 'Site Survey and Camera Placement',
        description: 'We walk the property, map entry points and blind spots, and place each camera for the angle and coverage it needs.',
      },
      {
        icon: 'Cable',
        title: 'Clean, Concealed Wiring',
        description:
          'Cable runs through attics, walls and conduit wherever possible, with weather-sealed connections and no dangling wires.',
      },
      {
        icon: 'Smartphone',
        title: 'Remote Viewing Setup',
        description:
          'Before we leave, we set up the mobile app on your phone and show you how to view live video, play back clips and share footage.',
      },
      {
        icon: 'Clock',
        title: 'Fast, Tidy Installation',
        description: `Minimal disruption to your day: ${ifInstallTimes((times) => `residential installs ${times.homes}, commercial installs ${times.businesses}`) || 'the install is planned around your schedule,'} depending on camera count and cabling.`,
      },
    ],
  },
  highlights: {
    kind: 'process',
    heading: 'Our Installation Process',
    intro: 'Four clear steps take you from first call to a working, fully tested system.',
    items: [
      {
        title: 'Free Consultation and Quote',
        description:
          'We discuss what you want to protect, review the property in person or by video, and provide a free, itemized quote with no obligation.',
      },
      {
        title: 'System Design',
        description:
          'We select cameras, a recorder and storage sized for your retention needs, and mark every mounting location before work begins.',
      },
      {
        title: 'Professional Installation',
        description: 'Our technicians mount, cable and aim each camera, then test recording, motion alerts and night vision on site.',
      },
      {
        title: warranty ? 'Walkthrough and Warranty' : 'Walkthrough',
        description: `We walk you through the app and recorder${ifWarranty((terms) => `, and every system is backed by a ${terms}`)}.`,
      },
    ],
  },
  linksToLocations: true,
  locationsLinkText: servicePageCopy.locationsLinkText,
  faqHeading: servicePageCopy.faqHeading,
  faqs: [
    {
      question: 'How long does a security camera installation take?',
      answer: installTimesAnswer
        ? `${installTimesAnswer}, depending on the number of cameras, the length of cable runs and the building construction.`
        : 'It depends on the number of cameras, the length of cable runs and the building construction; your written quote gives the schedule.',
    },
    {
      question: 'Can I view my cameras from my phone?',
      answer:
        'Yes. We configure the mobile app during installation so you can watch live video, review recordings and receive motion alerts from anywhere with an internet connection.',
    },
    // The warranty's answer is the owner's offer alone: what happens on a failure only when they say so.
    warranty
      ? {
          question: 'What warranty do you offer?',
          answer: [`Every installation is covered by a ${warranty.terms}.`, warranty.remedy].filter(Boolean).join(' '),
        }
      : {
          question: 'Do you test the system before you leave?',
          answer: 'Yes. We test recording, motion alerts and night vision on site, and walk you through the app and recorder.',
        },
  ],
  closing: {
    heading: 'Ready to See Your Property Clearly?',
    text: `Tell us about your home or business and we will design a camera system that fits your layout and budget. Request a free quote online or call ${company.phone}.`,
    quoteButton: 'Get a Free Quote',
    secondary: callCompany,
  },
}
