import { company } from './company'
import type { IconName } from './icon-name'
import { callCompany, type CtaBannerCopy } from './cta-banner'
import { homeCrumb, type PageMeta } from './page-meta'
import { isServiceSlug, serviceCardsBySlug, serviceSlugs, type ServiceCard, type ServiceSlug } from './services'

/** The quote button opens the quote dialog; the consultation button opens the consultation form. */
export type ServiceButtonText = 'Get a Free Quote' | 'Schedule a Free Consultation'

export interface ServiceHero {
  readonly eyebrow: string
  readonly heading: string
  readonly intro: string
  readonly primaryButtonText: ServiceButtonText
  readonly callLinkText: string
}

export interface ServiceFeature {
  readonly icon: IconName
  readonly title: string
  readonly description: string
}

export interface ServiceFeatureGrid {
  readonly heading: string
  readonly intro: string
  readonly items: readonly [ServiceFeature, ServiceFeature, ServiceFeature, ServiceFeature, ServiceFeature, ServiceFeature]
}

/** A 'process' section renders its items as numbered steps; 'why-choose-us' as reasons. */
export interface ServiceHighlights {
  readonly kind: 'why-choose-us' | 'process'
  readonly heading: string
  readonly intro: string
  readonly items: readonly ServiceHighlightItem[]
}

export interface ServiceHighlightItem {
  readonly title: string
  readonly description: string
}

export interface ServiceFaq {
  readonly question: string
  readonly answer: string
}

export interface ServiceClosing extends CtaBannerCopy {
  readonly quoteButton: ServiceButtonText
}

export interface ServicePage<S extends ServiceSlug = ServiceSlug> extends ServiceCard<S> {
  /** Document title. */
  readonly title: string
  /** Meta description, at most 160 characters. */
  readonly description: string
  readonly hero: ServiceHero
  readonly features: ServiceFeatureGrid
  readonly highlights: ServiceHighlights
  /** Only the camera installation and CCTV pages link to /locations. */
  readonly linksToLocations: boolean
  readonly locationsLinkText?: string
  readonly faqHeading: string
  readonly faqs: readonly [ServiceFaq, ServiceFaq, ServiceFaq]
  readonly closing: ServiceClosing
}

/** The service-area band shown beside the /locations link on the pages that have one. */
export interface ServiceLocationsCallout {
  readonly heading: string
  readonly text: string
}

export const serviceLocationsCallout = {
  heading: 'Local Installers Across Three States',
  text: 'Our own technicians install and service systems throughout North Carolina, South Carolina and North Georgia. Find the cities and communities we serve near you.',
} as const satisfies ServiceLocationsCallout

const serviceTitle = (name: string): string => `${name} | ${company.name}`
const callLinkText = `Call ${company.phone}`
const locationsLinkText = 'See Our Service Areas'
const faqHeading = 'Frequently Asked Questions'

const servicePagesBySlug = {
  'security-camera-installation': {
    ...serviceCardsBySlug['security-camera-installation'],
    title: serviceTitle('Security Camera Installation'),
    description:
      'Professional security camera installation in NC, SC and North Georgia: 1080p or 4K cameras, night vision up to 100 feet and a 1-year warranty. Free quote.',
    hero: {
      eyebrow: 'Professional Installation',
      heading: 'Security Camera Installation Done Right the First Time',
      intro: `From a single driveway camera to a multi-building business system, ${company.name} designs, installs and configures cameras that capture clear, usable evidence day and night. We handle the survey, the cabling, the setup and the training, so your system works from the moment we leave.`,
      primaryButtonText: 'Get a Free Quote',
      callLinkText,
    },
    features: {
      heading: 'What Every Installation Includes',
      intro:
        'A camera is only as good as where it is mounted and how it is connected. Every installation we complete covers the details that decide whether footage is useful.',
      items: [
        {
          icon: 'Camera',
          title: 'Crisp 1080p or 4K Video',
          description:
            'Choose 1080p or 4K cameras matched to each view, so faces, vehicles and license plates are legible when it matters.',
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
          description:
            'We walk the property, map entry points and blind spots, and place each camera for the angle and coverage it needs.',
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
          description:
            'Minimal disruption to your day: residential installs usually one day, commercial installs 1 to 3 days depending on camera count and cabling.',
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
          description:
            'Our technicians mount, cable and aim each camera, then test recording, motion alerts and night vision on site.',
        },
        {
          title: 'Walkthrough and Warranty',
          description:
            'We walk you through the app and recorder, and every system is backed by a minimum 1-year parts and labor warranty.',
        },
      ],
    },
    linksToLocations: true,
    locationsLinkText,
    faqHeading,
    faqs: [
      {
        question: 'How long does a security camera installation take?',
        answer:
          'Residential installs usually take one day. Commercial installs take 1 to 3 days, depending on the number of cameras, the length of cable runs and the building construction.',
      },
      {
        question: 'Can I view my cameras from my phone?',
        answer:
          'Yes. We configure the mobile app during installation so you can watch live video, review recordings and receive motion alerts from anywhere with an internet connection.',
      },
      {
        question: 'What warranty do you offer?',
        answer:
          'Every installation is covered by a minimum 1-year parts and labor warranty. If a camera or component we installed fails under normal use during the warranty period, we repair or replace it.',
      },
    ],
    closing: {
      heading: 'Ready to See Your Property Clearly?',
      text: `Tell us about your home or business and we will design a camera system that fits your layout and budget. Request a free quote online or call ${company.phone}.`,
      quoteButton: 'Get a Free Quote',
      secondary: callCompany,
    },
  },

  'cctv-monitoring-systems': {
    ...serviceCardsBySlug['cctv-monitoring-systems'],
    title: serviceTitle('CCTV Monitoring Systems'),
    description:
      'CCTV monitoring systems with 24/7 recording, 1080p or 4K cameras, night vision up to 100 feet and remote viewing. Serving NC, SC and North Georgia.',
    hero: {
      eyebrow: 'Around-the-Clock Recording',
      heading: 'CCTV Monitoring Systems That Never Look Away',
      intro:
        'A closed-circuit system records every camera to a secure recorder on your property, day and night, so you always have footage to review. We design, install and support CCTV systems for homes, retailers, offices, warehouses and multi-site businesses.',
      primaryButtonText: 'Schedule a Free Consultation',
      callLinkText,
    },
    features: {
      heading: 'Built for Continuous, Reliable Coverage',
      intro:
        'Our CCTV systems are designed around what you need to see, how long you need to keep it and who needs access to it.',
      items: [
        {
          icon: 'Video',
          title: '24/7 Continuous Recording',
          description:
            'Cameras record around the clock to a dedicated network video recorder, with motion events flagged for quick review.',
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
          description:
            'Residential installs usually one day, commercial installs 1 to 3 days, scheduled around your business hours to keep operations running.',
        },
        {
          title: 'Warranty and Ongoing Support',
          description:
            'Each system carries a minimum 1-year parts and labor warranty, and our team stays available for adjustments, training and expansion.',
        },
      ],
    },
    linksToLocations: true,
    locationsLinkText,
    faqHeading,
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
  },

  'wireless-security-cameras': {
    ...serviceCardsBySlug['wireless-security-cameras'],
    title: serviceTitle('Wireless Security Cameras'),
    description:
      'Wireless security camera installation for homes and small businesses: 1080p or 4K video, night vision and phone alerts. Free quote in NC, SC and North Georgia.',
    hero: {
      eyebrow: 'Flexible Coverage',
      heading: 'Wireless Security Cameras Without the Wiring Hassle',
      intro:
        'Wireless cameras put coverage where cable cannot easily reach: detached garages, barns, gates, rental properties and historic homes. We test signal strength at every mounting point so your cameras stay connected and your video stays smooth.',
      primaryButtonText: 'Get a Free Quote',
      callLinkText,
    },
    features: {
      heading: 'Wireless Coverage, Professionally Installed',
      intro:
        'Wireless does not have to mean unreliable. Professional placement and setup make the difference between a camera that drops offline and one you can count on.',
      items: [
        {
          icon: 'Camera',
          title: 'HD Video in 1080p or 4K',
          description:
            'Choose 1080p or 4K wireless cameras for clear identification of faces and vehicles at typical residential distances.',
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
          description:
            'Residential installs usually one day, commercial installs 1 to 3 days, with little or no drilling through finished walls.',
        },
        {
          title: 'Secure Setup',
          description:
            'We replace default passwords, enable encryption and two-factor sign-in where supported, and update camera firmware at installation.',
        },
        {
          title: 'Warranty-Backed Work',
          description: 'Every wireless installation includes a minimum 1-year parts and labor warranty.',
        },
      ],
    },
    linksToLocations: false,
    faqHeading,
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
  },

  'video-doorbells': {
    ...serviceCardsBySlug['video-doorbells'],
    title: serviceTitle('Video Doorbells'),
    description:
      'Video doorbell installation with a 3 MP sensor, dual-band Wi-Fi, two-way talk and microSD up to 128 GB. Free quote in NC, SC and North Georgia.',
    hero: {
      eyebrow: 'Front Door Security',
      heading: 'Video Doorbells That Let You Answer From Anywhere',
      intro:
        'Know who is at the door before you open it. Our professionally installed video doorbells show visitors, deliveries and porch activity in sharp detail and let you talk with guests from your phone, at home or away.',
      primaryButtonText: 'Get a Free Quote',
      callLinkText,
    },
    features: {
      heading: 'Everything You Need at the Front Door',
      intro: 'Our video doorbells combine clear video, dependable connectivity and local storage in one compact unit.',
      items: [
        {
          icon: 'ScanFace',
          title: '3 MP Sensor',
          description:
            'A 3 MP sensor with a wide, head-to-toe field of view clearly captures faces as well as packages left on the ground.',
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
          description:
            'Record locally on microSD up to 128 GB, keeping clips on the device without a mandatory monthly subscription.',
        },
        {
          icon: 'Mic',
          title: 'Two-Way Talk',
          description:
            'Speak with delivery drivers and guests through the app, or send a quick recorded reply when you cannot talk.',
        },
        {
          icon: 'Package',
          title: 'Package and Motion Alerts',
          description:
            'Adjustable motion zones and person detection send alerts for real activity at your door, not passing cars.',
        },
        {
          icon: 'Moon',
          title: 'Night Vision',
          description:
            'Infrared night vision keeps your porch visible after dark, so late deliveries and visitors are recorded clearly.',
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
          description:
            'We configure motion zones, alerts and chime settings with you, and add family members to the app.',
        },
        {
          title: 'Backed by Warranty',
          description:
            'Your doorbell installation includes a minimum 1-year parts and labor warranty, so you are covered if anything goes wrong.',
        },
      ],
    },
    linksToLocations: false,
    faqHeading,
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
  },

  'access-control': {
    ...serviceCardsBySlug['access-control'],
    title: serviceTitle('Access Control'),
    description:
      'Access control for businesses and homes: keycard, PIN, mobile and biometric entry with audit trails and a 1-year warranty. Schedule a free consultation.',
    hero: {
      eyebrow: 'Controlled Entry',
      heading: 'Access Control That Puts You in Charge of Every Door',
      intro:
        'Replace lost keys and rekeying costs with credentials you can issue, schedule and revoke in seconds. We install access control for offices, warehouses, medical practices, schools, apartment communities and homes.',
      primaryButtonText: 'Schedule a Free Consultation',
      callLinkText,
    },
    features: {
      heading: 'Modern Entry Management',
      intro: 'Decide who can open each door and when, and see exactly who did, from one system.',
      items: [
        {
          icon: 'KeyRound',
          title: 'Keycards and Fobs',
          description:
            'Issue encrypted cards and fobs to staff, residents and vendors, and disable a lost credential instantly from the software.',
        },
        {
          icon: 'Smartphone',
          title: 'Mobile Credentials',
          description:
            'Let authorized users unlock doors with their phones, and grant temporary access to contractors and visitors remotely.',
        },
        {
          icon: 'Fingerprint',
          title: 'Biometric Readers',
          description:
            'Fingerprint and facial recognition readers secure server rooms, pharmacies and other high-value areas where cards could be shared.',
        },
        {
          icon: 'Clock',
          title: 'Schedules and Access Levels',
          description:
            'Set which doors each person can open and when, with automatic locking and unlocking on business-hour schedules.',
        },
        {
          icon: 'FileText',
          title: 'Audit Trails and Reports',
          description:
            'Every entry and denied attempt is logged with the time, door and user, giving you a clear record for investigations and compliance.',
        },
        {
          icon: 'Video',
          title: 'Camera Integration',
          description:
            'Link door events to nearby cameras so each entry comes with a video clip showing who actually walked through.',
        },
      ],
    },
    highlights: {
      kind: 'process',
      heading: 'From Walkthrough to Go-Live',
      intro: 'A careful plan keeps your building open for business while the new system goes in.',
      items: [
        {
          title: 'Door-by-Door Assessment',
          description:
            'We review every entry, its door hardware and how people move through your building, then recommend readers and locks for each opening.',
        },
        {
          title: 'Design and Quote',
          description:
            'You receive a clear plan and quote covering readers, controllers, locking hardware and software, with options to phase the project.',
        },
        {
          title: 'Installation and Programming',
          description:
            'Our technicians install the hardware, program users and schedules, and test every door, with most commercial projects completed in 1 to 3 days.',
        },
        {
          title: 'Training and Warranty',
          description:
            'We train your administrators to add users and pull reports, and the system is covered by a minimum 1-year parts and labor warranty.',
        },
      ],
    },
    linksToLocations: false,
    faqHeading,
    faqs: [
      {
        question: 'Can access control work with my existing doors?',
        answer:
          'In most cases, yes. Many doors can be fitted with electric strikes or electrified locks without replacing the door itself. We note any openings that need different hardware during the assessment.',
      },
      {
        question: 'What happens if the power or internet goes out?',
        answer:
          'Door controllers store user permissions locally and keep working without internet. Battery backup keeps readers and locks operating through short power outages, and each door is set to fail safe or fail secure as fire code and your needs require.',
      },
      {
        question: 'Can I manage access for more than one location?',
        answer:
          'Yes. Cloud-managed systems let you add users, change schedules and review activity for every site from one web portal or mobile app.',
      },
    ],
    closing: {
      heading: 'Take Control of Who Comes and Goes',
      text: `Schedule a free consultation and we will walk your building, recommend the right readers and locks, and give you a clear plan and price. Or call ${company.phone} to talk it through.`,
      quoteButton: 'Schedule a Free Consultation',
      secondary: callCompany,
    },
  },

  'ai-enhanced-security': {
    ...serviceCardsBySlug['ai-enhanced-security'],
    title: serviceTitle('AI-Enhanced Security'),
    description:
      'AI-enhanced security with AI accuracy up to 99%: person and vehicle detection, smart search and fewer false alarms. Schedule a free consultation.',
    hero: {
      eyebrow: 'Intelligent Video Analytics',
      heading: 'AI-Enhanced Security That Knows What Matters',
      intro:
        'Traditional motion detection alerts you to every swaying branch and passing headlight. AI-enhanced cameras and recorders recognize people, vehicles and unusual behavior, so you are alerted to real events and can find the footage you need in seconds.',
      primaryButtonText: 'Schedule a Free Consultation',
      callLinkText,
    },
    features: {
      heading: 'Analytics That Work for You',
      intro: 'AI turns cameras from passive recorders into an active part of your security, watching for the events you care about.',
      items: [
        {
          icon: 'ScanFace',
          title: 'Person and Vehicle Detection',
          description:
            'Deep-learning analytics classify people and vehicles with AI accuracy up to 99%, filtering out animals, rain, shadows and moving foliage.',
        },
        {
          icon: 'Target',
          title: 'Line Crossing and Intrusion Zones',
          description:
            'Draw virtual tripwires and protected zones, and receive alerts only when someone crosses a fence line or enters a restricted area after hours.',
        },
        {
          icon: 'Search',
          title: 'Smart Search',
          description:
            'Find footage by object type, color, direction or time instead of scrubbing through hours of video.',
        },
        {
          icon: 'Car',
          title: 'License Plate Recognition',
          description:
            'Capture and log plates at gates and entrances, and flag vehicles on your own allow lists or watch lists.',
        },
        {
          icon: 'Activity',
          title: 'Behavior Analytics',
          description:
            'Detect loitering, crowd formation and objects left behind, so staff can respond before a situation escalates.',
        },
        {
          icon: 'Siren',
          title: 'Active Deterrence',
          description:
            'Trigger strobes, sirens or a recorded voice warning when an intruder is detected, often stopping an incident before it begins.',
        },
      ],
    },
    highlights: {
      kind: 'why-choose-us',
      heading: 'Why Add AI to Your Security System',
      intro: 'Analytics make every camera more useful, whether you watch one home or many sites.',
      items: [
        {
          title: 'Fewer False Alarms',
          description: 'Alerts focus on people and vehicles, so your phone stays quiet when nothing important is happening.',
        },
        {
          title: 'Faster Investigations',
          description:
            'Smart search turns hours of review into minutes when you need to find an incident or share evidence.',
        },
        {
          title: 'Builds on What You Have',
          description:
            'Analytics can often be added through a new recorder or software while keeping compatible cameras you already own.',
        },
        {
          title: 'Experienced, Warranty-Backed Team',
          description: `Our team has over ${company.combinedExperienceYears} years of combined staff experience, and every installation includes a minimum 1-year parts and labor warranty.`,
        },
      ],
    },
    linksToLocations: false,
    faqHeading,
    faqs: [
      {
        question: 'How accurate is AI detection?',
        answer:
          'With proper camera placement and lighting, person and vehicle classification reaches AI accuracy up to 99%. Accuracy depends on camera angle, distance and conditions, which is why we plan placement around the analytics you intend to use.',
      },
      {
        question: 'Do I need to replace my existing cameras?',
        answer:
          'Not always. Some analytics run on the recorder or in software, so compatible existing cameras can benefit. We assess your current equipment and tell you what can be reused.',
      },
      {
        question: 'Does AI-enhanced security mean facial recognition?',
        answer:
          'Not necessarily. Most customers rely on person, vehicle and behavior analytics, which do not identify individuals. Facial recognition is available for specific uses such as controlled entrances, and we help you weigh privacy and notice requirements before enabling it.',
      },
    ],
    closing: {
      heading: 'See What Smarter Security Can Do',
      text: `Schedule a free consultation and we will show you how AI analytics would work on your property, which cameras can use them and what they cost. Or call ${company.phone}.`,
      quoteButton: 'Schedule a Free Consultation',
      secondary: callCompany,
    },
  },
} as const satisfies { readonly [S in ServiceSlug]: ServicePage<S> }

/** Built from `serviceSlugs`, so the page order can only be changed in one place. */
export const services: readonly ServicePage[] = serviceSlugs.map((slug) => servicePagesBySlug[slug])

export function findService(slug: string): ServicePage | undefined {
  return isServiceSlug(slug) ? servicePagesBySlug[slug] : undefined
}

export function servicePageMeta(service: ServicePage): PageMeta {
  return {
    path: service.path,
    title: service.title,
    description: service.description,
    breadcrumbs: [homeCrumb, { name: 'Services', path: '/services' }, { name: service.name, path: service.path }],
    topic: { kind: 'service', serviceName: service.name, summary: service.summary },
  }
}
