import { callCompany } from '../cta-banner'
import { company } from '../company'
import { serviceCardsBySlug, servicePageCopy, serviceTitle, type ServicePage } from '../services'
import { ifInstallTimes, ifWarranty, warranty } from '../offers'

const card = serviceCardsBySlug['wireless-security-cameras']

export const servicePage: ServicePage<'wireless-security-cameras'> = {
  ...card,
  title: serviceTitle(card.name),
  description: `Wireless security camera installation for homes and small businesses: 1080p or 4K video, night vision and phone alerts. Free quote in ${company.serviceAreaShortName}.`,
  hero: {
    eyebrow: 'Flexible Coverage',
    heading: 'Wireless Security Cameras Without the Wiring Hassle',
    intro:
      'Wireless cameras put coverage where cable cannot easily reach: detached garages, barns, gates, rental properties and historic homes. We test signal strength at every mounting point so your cameras stay connected and your video stays smooth.',
    primaryButtonText: 'Get a Free Quote',
    callLinkText: servicePageCopy.callLinkText,
  },
  features: {
    heading: 'Wireless Coverage, Professionally Installed',
    intro:
      'Wireless does not have to mean unreliable. Professional placement and setup make the difference between a camera that drops offline and one you can count on.',
    items: [
      {
        icon: 'Camera',
        title: 'HD Video in 1080p or 4K',
        description: 'Choose 1080p or 4K wireless cameras for clear identification of faces and vehicles at typical residential distances.',
      },
      {
        icon: 'Wifi',
        title: 'Signal Survey and Extension',
        description:
          'We measure Wi-Fi strength at each location and add access points or mesh extenders where needed, so cameras do not drop offline.',
      },
      {
        icon: 'Battery',
        title: 'Battery and Solar Options',
        description:
          'Battery-powered models with optional solar panels cover spots with no nearby outlet, such as fence lines, sheds and gates.',
      },
      {
        icon: 'Moon',
        title: 'Night Vision up to 100 Feet',
        description:
          'Infrared and color night modes keep your yard and driveway visible after dark, with night vision up to 100 feet on select models.',
      },
      {
        icon: 'Cloud',
        title: 'Cloud and Local Storage',
        description:
          'Save clips to the cloud, a local base station or an on-camera card; with cloud backup, footage is preserved even if a camera is damaged or removed.',
      },
      {
        icon: 'Smartphone',
        title: 'Instant Phone Alerts',
        description:
          'Person and motion alerts arrive on your phone within seconds, with two-way audio on supported cameras so you can speak to visitors.',
      },
    ],
  },
  highlights: {
    kind: 'why-choose-us',
    heading: 'Why Choose Professional Wireless Installation',
    intro: 'Wireless cameras are easy to buy and surprisingly easy to install badly. Here is what we do differently.',
    items: [
      {
        title: 'Placement That Works',
        description:
          'Do-it-yourself wireless cameras often end up in weak-signal spots or at poor angles. We place and aim each one for reliable coverage.',
      },
      {
        title: 'Quick Turnaround',
        description: `${ifInstallTimes((times) => `Residential installs ${times.homes}, commercial installs ${times.businesses}, with little`) || 'Little'} or no drilling through finished walls.`,
      },
      {
        title: 'Secure Setup',
        description:
          'We replace default passwords, enable encryption and two-factor sign-in where supported, and update camera firmware at installation.',
      },
      {
        title: warranty ? 'Warranty-Backed Work' : 'Tested Work',
        description:
          ifWarranty((terms) => `Every wireless installation includes a ${terms}.`) ||
          'Every wireless installation is tested on site before we leave.',
      },
    ],
  },
  linksToLocations: false,
  faqHeading: servicePageCopy.faqHeading,
  faqs: [
    {
      question: 'Are wireless cameras completely wire-free?',
      answer:
        'Battery models are fully wire-free. Plug-in wireless models send video over Wi-Fi but still need power from a nearby outlet. We help you choose the right type for each location.',
    },
    {
      question: 'How often do the batteries need charging?',
      answer:
        'It depends on how much activity a camera records. Most battery cameras run several weeks to a few months per charge, and a small solar panel can greatly reduce or eliminate manual charging in sunny locations.',
    },
    {
      question: 'Will wireless cameras work if my internet goes down?',
      answer:
        'Cameras with local storage keep recording to their card or base station during an outage. Live viewing and phone alerts resume as soon as the connection returns.',
    },
  ],
  closing: {
    heading: 'Cover Every Corner, Wire-Free',
    text: `Tell us which areas you want to watch and we will recommend wireless cameras, power options and placement that fit your property. Request a free quote or call ${company.phone}.`,
    quoteButton: 'Get a Free Quote',
    secondary: callCompany,
  },
}
