import { company } from './company'
import type { IconName } from './icon-name'
import { callCompany, type CtaBannerCopy } from './cta-banner'
import type { ContentImage } from './content-image'
import { homeCrumb, type PageMeta } from './page-meta'
import { financingTerms, ifFinancingEverywhere, ifInstallTimes } from './offers'

const serviceAreaText = company.serviceAreaInWords

export type InsightsSectionId = 'hd-cctv' | 'night-vision' | 'smart-motion-detection' | 'remote-access' | 'deterrence-and-property-value'

export interface InsightsSection {
  readonly id: InsightsSectionId
  readonly icon: IconName
  readonly heading: string
  /** Two or three paragraphs. */
  readonly paragraphs: readonly string[]
  readonly bullets?: readonly string[]
}

export type ChecklistItemId = 'resolution' | 'night-vision' | 'motion-detection' | 'storage' | 'mobile-app'

export interface ChecklistItem {
  readonly id: ChecklistItemId
  readonly title: string
  readonly explanation: string
}

export interface InsightsTeaser {
  readonly title: string
  readonly summary: string
  readonly icon: IconName
  readonly status: 'Coming soon'
}

export type ArticleImage = ContentImage

export interface SecurityInsightsArticle {
  readonly title: string
  /** The article's own headline for structured data, without the site name. */
  readonly headline: string
  readonly metaDescription: string
  readonly path: '/solutions/security-insights'
  /** The article's lead image, named in its structured data. */
  readonly image: ArticleImage
  readonly tocHeading: string
  readonly hero: {
    readonly eyebrow: string
    readonly heading: string
    readonly intro: string
    readonly backLinkText: string
    readonly backLinkHref: '/solutions'
  }
  readonly sections: readonly InsightsSection[]
  readonly checklist: { readonly heading: string; readonly intro: string; readonly items: readonly ChecklistItem[] }
  readonly contact: { readonly heading: string; readonly text: string; readonly buttonText: string }
  readonly teasers: { readonly heading: string; readonly cards: readonly InsightsTeaser[] }
  readonly closing: CtaBannerCopy
}

export const securityInsightsArticle = {
  title: `Why Home Security Cameras Are Worth It | ${company.name}`,
  headline: 'The Real Value of Home Security Cameras',
  path: '/solutions/security-insights',
  image: {
    src: '/images/insights/hero.svg',
    alt: 'A home at night under a protective arc, surrounded by icons for cameras, night vision, motion alerts, mobile access and property value',
    width: 1600,
    height: 700,
  },
  tocHeading: 'In This Article',
  metaDescription:
    'What modern home security cameras do well: 24/7 HD recording, night vision, smart motion alerts and remote access, plus a five-point checklist for choosing the right system.',
  hero: {
    eyebrow: 'Security Insights',
    heading: 'The Real Value of Home Security Cameras',
    intro:
      'Home cameras have changed a great deal in the last few years. Here is what a well-installed system actually does for your household, where each feature earns its keep, and what to look for before you buy.',
    backLinkText: 'Back to Solutions',
    backLinkHref: '/solutions',
  },
  sections: [
    {
      id: 'hd-cctv',
      icon: 'Cctv',
      heading: '24/7 HD CCTV: A Record You Can Rely On',
      paragraphs: [
        'A camera that only records when something trips it can miss the seconds that matter: the car that slowed down before it stopped, or the person who walked the fence line before trying the gate. Continuous recording to a dedicated recorder keeps the whole timeline, so you can scroll back and see exactly what led up to an event.',
        'High definition is what turns footage into evidence. At 1080p a camera covering a driveway can show the make and color of a vehicle; at 4K the same camera can often show a face or a plate number at the end of the drive. When you report a break-in or a package theft, that detail is what police and insurers ask for.',
        'Wired HD systems also keep working when your Wi-Fi is busy or down, because each camera has its own cable back to the recorder for both power and video.',
      ],
      bullets: [
        'Continuous recording, with motion events marked on the timeline',
        '1080p or 4K resolution, chosen camera by camera',
        'A local recorder that keeps recording through internet outages',
      ],
    },
    {
      id: 'night-vision',
      icon: 'Moon',
      heading: 'Night Vision: Seeing After Dark',
      paragraphs: [
        'Most break-ins, prowling and vehicle tampering happen when it is dark, which is exactly when an ordinary camera shows little more than shadows. Infrared night vision lights the scene with light the eye cannot see, producing a clear black-and-white picture with no visible glow to give the camera away.',
        'Color night vision cameras go a step further by using a very sensitive sensor, sometimes with a soft white light, to keep colors readable at night. Knowing that a jacket was red or a truck was silver can matter as much as seeing the person at all.',
        'Range matters as much as clarity. Many of the cameras we install see up to 100 feet in darkness, enough to cover a long driveway or a backyard that runs to the tree line.',
      ],
      bullets: [
        'Infrared night vision for discreet, all-night coverage',
        'Color night vision where identifying details matter most',
        'Placement that avoids glare from porch lights and headlights',
      ],
    },
    {
      id: 'smart-motion-detection',
      icon: 'Activity',
      heading: 'Smart Motion Detection: Alerts Worth Opening',
      paragraphs: [
        'Early motion alerts were triggered by anything that changed in the picture: swaying branches, passing clouds, headlights sweeping across the wall. After a week of that, most people stopped looking. Smart detection analyzes what is moving and alerts only on what you choose, such as a person or a vehicle.',
        "Detection zones narrow things further. You can watch the walkway and the back steps while ignoring the public sidewalk and the neighbor's driveway, and set schedules so the system is quiet while the family is home and alert when everyone is away.",
        'The result is fewer, better notifications, and when one arrives, you know it deserves a look.',
      ],
      bullets: [
        'Person and vehicle detection that ignores trees, pets and weather',
        'Custom zones for walkways, doors and driveways',
        'Schedules that match when your home is occupied',
      ],
    },
    {
      id: 'remote-access',
      icon: 'Smartphone',
      heading: 'Remote Access: Your Home in Your Pocket',
      paragraphs: [
        'With the mobile app you can open a live view of any camera from work, from vacation or from the bleachers at a ball game. Tap a motion alert and you see the clip that triggered it, usually within seconds of the event.',
        "Remote access is also about everyday convenience: checking that the garage door is closed, watching for a contractor to arrive, seeing whether a delivery was left at the front or the back. Playback lets you scrub through the day's recordings and save a clip to share with a neighbor, a landlord or the police.",
        'We set up the app with you on installation day, add each member of the household, and make sure alerts go to the people who should get them.',
      ],
      bullets: [
        'Live view and recorded playback from anywhere',
        'Clip download and sharing in a few taps',
        'Separate logins for each family member',
      ],
    },
    {
      id: 'deterrence-and-property-value',
      icon: 'ShieldCheck',
      heading: 'Deterrence and Property Value',
      paragraphs: [
        'The best incident is the one that never happens. Visible cameras at the front door, the driveway and the back entrance tell anyone scouting the street that this house is watched and recorded, and most people looking for an easy opportunity simply move on.',
        'A professionally installed system is also a lasting improvement to the home. Cables are run inside walls and attics rather than stapled along the siding, the recorder sits in a secure spot, and the whole system can be handed over to the next owner. Buyers tend to see that as a feature rather than a project.',
        'Many homeowners insurance companies offer a discount for installed security systems. Ask your agent what your policy offers, and we will provide the equipment details they need.',
      ],
      bullets: [
        'Visible cameras that discourage intruders before they act',
        'Clean, concealed wiring that adds to the home rather than cluttering it',
        'Documentation you can share with your insurance agent',
      ],
    },
  ],
  checklist: {
    heading: 'Checklist: Choosing the Right Security Camera System',
    intro:
      'Before you compare prices, compare these five things. They decide whether a system will still be useful when you actually need the footage.',
    items: [
      {
        id: 'resolution',
        title: 'Resolution',
        explanation:
          "Choose at least 1080p for general coverage and 4K where you need to identify faces or plates at a distance. Higher resolution needs more storage, so match it to each camera's job rather than buying the maximum everywhere.",
      },
      {
        id: 'night-vision',
        title: 'Night Vision',
        explanation:
          'Check the rated night range against the real distance you need to cover, and decide where infrared is enough and where color night vision is worth it. A camera that goes dark at 30 feet cannot protect a 90-foot driveway.',
      },
      {
        id: 'motion-detection',
        title: 'Motion Detection',
        explanation:
          'Look for person and vehicle detection, adjustable zones and schedules. Basic pixel-change detection produces so many false alerts that most people end up turning notifications off.',
      },
      {
        id: 'storage',
        title: 'Storage: Cloud vs. Local',
        explanation:
          'A local recorder keeps weeks of continuous footage with no monthly fee and keeps recording if the internet drops. Cloud storage keeps clips safe even if equipment is stolen or damaged. Many homes are best served by local recording with cloud backup of important events.',
      },
      {
        id: 'mobile-app',
        title: 'Mobile App',
        explanation:
          'Try the app before you commit. It should load live video quickly, make playback and clip sharing simple, support multiple users and receive regular security updates from the manufacturer.',
      },
    ],
  },
  contact: {
    heading: 'Not Sure Which System Is Right for Your Home?',
    text: `We will walk your property with you, point out the entry points that matter, and recommend cameras, storage and an app that fit your home and budget.${ifFinancingEverywhere(` Financing is available with ${financingTerms}.`)}`,
    buttonText: 'Contact Us for a Free Quote',
  },
  teasers: {
    heading: 'More Security Insights',
    cards: [
      {
        title: 'Smart Lighting for Home Security',
        summary: 'How motion-activated and scheduled lighting works with your cameras to deter intruders.',
        icon: 'Lightbulb',
        status: 'Coming soon',
      },
      {
        title: 'The Benefits of a Video Doorbell',
        summary: 'Why a video doorbell is often the most used device in a home security system.',
        icon: 'Bell',
        status: 'Coming soon',
      },
      {
        title: 'Access Control for the Home',
        summary: 'Smart locks and keypads that let you decide who comes in, and when, without handing out keys.',
        icon: 'KeyRound',
        status: 'Coming soon',
      },
    ],
  },
  closing: {
    heading: 'Ready to Protect Your Home?',
    text: `Schedule a free consultation and we will design a camera system around your property, install it${ifInstallTimes((times) => `, ${times.homes} for a home,`)} and show you how to use every feature. Serving homeowners across ${serviceAreaText} since ${company.foundedYear}.`,
    quoteButton: 'Get a Free Consultation',
    secondary: callCompany,
  },
} as const satisfies SecurityInsightsArticle

export const securityInsightsMeta: PageMeta = {
  path: securityInsightsArticle.path,
  title: securityInsightsArticle.title,
  description: securityInsightsArticle.metaDescription,
  breadcrumbs: [
    homeCrumb,
    { name: 'Solutions', path: '/solutions' },
    { name: securityInsightsArticle.headline, path: securityInsightsArticle.path },
  ],
  topic: { kind: 'article', headline: securityInsightsArticle.headline, image: securityInsightsArticle.image },
}
