import { company } from './company'
import { topLevelPage, type PageMeta } from './page-meta'
import { fillWords } from './owner/pages/fill-words'
import { ownerLegalCopy } from './owner/pages/owner-legal'
import {
  financingEverywhere,
  financingStates,
  financingStatesInWords,
  financingTerms,
  ifInstallTimes,
  ifWarranty,
  partnersReach,
} from './offers'

export interface LegalSection {
  readonly heading: string
  readonly paragraphs: readonly string[]
  readonly bullets?: readonly string[]
}

export interface LegalDocument {
  readonly slug: 'privacy-policy' | 'terms-of-service'
  readonly title: 'Privacy Policy' | 'Terms of Service'
  readonly metaDescription: string
  /** ISO date shown as "Last updated": the day the owner last reviewed the texts (owner/profile.json), or none. */
  readonly lastUpdated?: string
  readonly intro: string
  readonly sections: readonly LegalSection[]
}

/** The labels exactly as the quote form shows them, so the policy names what the visitor saw. */
export const quoteFormFieldLabels = ['Full Name', 'Email Address', 'Phone Number', 'Address', 'How can we help?'] as const

export const leadRetentionMonths = 24

const lastUpdated = company.policiesUpdated
const hometown = `${company.headquarters.town}, ${company.headquarters.state}`
const contactLine = `e-mail ${company.email} or call ${company.phone}`

/** owner/pages/legal.yaml: the sentences that speak for the business, with its facts filled in. */
const words = ownerLegalCopy
const say = (sentence: string) =>
  fillWords(sentence, {
    company: company.name,
    // The legal name, and the trading name only when it differs: never "X (“X”)".
    ourName: company.legalName === company.name ? company.name : `${company.legalName} (“${company.name}”)`,
    street: company.address.street,
    hometown,
    serviceArea: company.serviceAreaInWords,
    email: company.email,
    phone: company.phone,
    state: company.headquarters.state,
  })

export const privacyPolicy = {
  slug: 'privacy-policy',
  title: 'Privacy Policy',
  metaDescription: say(words.privacy.metaDescription),
  ...(lastUpdated ? { lastUpdated } : {}),
  intro: say(words.privacy.intro),
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [say(words.privacy.whoWeAre)],
    },
    {
      heading: 'What we collect',
      paragraphs: [
        'You can browse every page of this site without telling us who you are. There are no accounts, and we do not ask for payment details or any other information through this site.',
        'The only personal information we collect is what you enter in the Request a Free Quote form, together with the date and time you sent it. The form asks for these five things:',
      ],
      bullets: [...quoteFormFieldLabels],
    },
    {
      heading: 'How we use it',
      paragraphs: [
        'We use your quote request for one purpose: to answer it. We do not add you to a mailing list or use your details for anything unrelated to your request. If you later become a customer, the information you gave us becomes part of your project records under your written agreement with us.',
        'When you press Submit Request, three things happen:',
      ],
      bullets: [
        "Your request is stored in our company's database so our team can follow up.",
        'You receive one confirmation e-mail telling you we received your request.',
        'Our office receives one notification e-mail containing your request so someone can contact you.',
      ],
    },
    {
      heading: 'Who else handles it',
      paragraphs: [
        'We rely on a hosted database provider to store quote requests and an e-mail delivery service to send the two e-mails described above. They handle your information only to provide those services to us.',
        'We do not sell, rent or trade your information to anyone, and we do not share it with advertisers or data brokers. We may disclose information if the law requires it, for example in response to a valid court order.',
      ],
    },
    {
      heading: 'Cookies, analytics and your theme preference',
      paragraphs: [
        'This site sets no cookies and uses no analytics, advertising or tracking tools of any kind.',
        'If you use the light/dark toggle, your browser remembers the choice in its local storage under the key "theme", with the value "light" or "dark". That setting stays on your device, is never sent to us and contains nothing about you. You can remove it at any time by clearing the stored data for this site in your browser settings.',
        'Like every website, the server that delivers these pages receives the technical details your browser sends with each request, such as your IP address and browser type. We use them only to deliver pages and protect the site from abuse, and we do not use them to identify or profile visitors.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        `We keep quote requests for up to ${leadRetentionMonths} months after our last contact with you, so we can pick up the conversation if you come back to us. After that the request is deleted from our database and the notification e-mail is deleted from our mailbox.`,
        'If you ask us to delete your request sooner, we will do so as described below.',
      ],
    },
    {
      heading: 'Your choices: access, correction and deletion',
      paragraphs: [
        `You can ask to see the information we hold about you, to correct it or to delete it. To make a request, ${contactLine}. So that we only act for the right person, we will confirm the request with the e-mail address or phone number you gave us.`,
        say(words.privacy.requestsAnswered),
      ],
    },
    {
      heading: 'How we protect it',
      paragraphs: [
        'This site is served over an encrypted connection, so the details you type into the quote form travel securely to us. Access to stored quote requests is limited to the staff who respond to them.',
      ],
    },
    {
      heading: "Children's privacy",
      paragraphs: [
        'This site is meant for adults arranging security for a home or business. It is not directed to children under 13, and we do not knowingly collect information from them. If you believe a child has sent us a quote request, contact us and we will delete it.',
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        `If we change how we handle information, we will update this page${lastUpdated ? ' and the "Last updated" date at the top' : ''}. We will not start using information we already hold in a materially different way without telling you first.`,
      ],
    },
    {
      heading: 'Contact us',
      paragraphs: [say(words.privacy.contact)],
    },
  ],
} as const satisfies LegalDocument

export const termsOfService = {
  slug: 'terms-of-service',
  title: 'Terms of Service',
  metaDescription: say(words.terms.metaDescription),
  ...(lastUpdated ? { lastUpdated } : {}),
  intro: say(words.terms.intro),
  sections: [
    {
      heading: 'Using this site',
      paragraphs: [
        'You may use this site to learn about our products and services and to request a quote or consultation. When you use it, you agree not to:',
      ],
      bullets: [
        "submit a quote request in someone else's name or with information you have no right to share",
        'send automated, repeated or bulk submissions through the quote form',
        'try to disrupt the site, probe it for weaknesses or reach parts of it not meant for the public',
        "copy or republish the site's content except as these terms allow",
      ],
    },
    {
      heading: 'Quotes and estimates',
      paragraphs: [
        'Any price, timeline or equipment list we give you in response to a quote request is an estimate. It becomes binding only when it is written into an agreement signed by you and by us.',
        'Final pricing can change after a site visit, for example because of wiring routes, mounting surfaces, network conditions or equipment availability. We will explain any change before you sign.',
      ],
    },
    {
      heading: 'Service descriptions and warranties',
      paragraphs: [
        `We describe our services, ${ifInstallTimes(() => 'typical installation times and ')}equipment capabilities as accurately as we can, but actual performance depends on the site, lighting, weather, network and the equipment chosen. ${ifWarranty((terms) => `Warranty coverage, including the ${terms} described on our service pages, is set out in your written agreement.`) || 'Any warranty is set out in your written agreement.'}`,
      ],
    },
    {
      heading: 'Case studies and marketing figures',
      paragraphs: [
        'The figures in our case studies, such as reductions in theft, savings or response times, are illustrative results from past projects. They are not guarantees, and your results will depend on your property, your risks and how the system is used.',
        'Case study clients are described without names to protect their privacy.',
      ],
    },
    // Terms for the offers the owner makes, and for no other.
    ...(financingStates.length > 0
      ? [
          {
            heading: 'Financing',
            paragraphs: [
              `Financing with ${financingTerms}${financingEverywhere ? '' : `, offered in ${financingStatesInWords},`} is subject to credit approval. Rates, terms and monthly amounts depend on the approved plan and will be set out in writing before you commit.`,
            ],
          },
        ]
      : []),
    partnersReach
      ? {
          heading: 'Service area and partner referrals',
          paragraphs: [say(words.terms.serviceAreaWithPartners)],
        }
      : { heading: 'Service area', paragraphs: [say(words.terms.serviceArea)] },
    {
      heading: 'Intellectual property',
      paragraphs: [
        `The text, images, graphics and layout of this site belong to ${company.name} or are used with permission. You may view and print pages for your own personal, non-commercial use. Product and brand names of equipment manufacturers belong to their respective owners.`,
      ],
    },
    {
      heading: 'Links to other sites',
      paragraphs: [
        'This site may link to websites we do not operate, such as equipment manufacturers. We are not responsible for their content or privacy practices, and a link does not mean we endorse them.',
      ],
    },
    {
      heading: 'Disclaimer',
      paragraphs: [
        'The information on this site is general and provided as is. It is not a security assessment of your property, which we can only give after a consultation. We work to keep the site accurate and available but cannot promise it will always be error-free or uninterrupted.',
      ],
    },
    {
      heading: 'Limitation of liability',
      paragraphs: [
        `To the fullest extent permitted by law, ${company.name} is not liable for any indirect, incidental or consequential loss arising from your use of this website or your reliance on its content. Nothing in these terms limits any liability that cannot be limited by law, and nothing here changes the terms of a signed agreement for products or services.`,
      ],
    },
    {
      heading: 'Governing law',
      paragraphs: [say(words.terms.governingLaw)],
    },
    {
      heading: 'Changes to these terms',
      paragraphs: [
        lastUpdated
          ? 'We may update these terms from time to time. The "Last updated" date at the top shows when they last changed, and the version posted here applies to your use of the site from that date.'
          : 'We may update these terms from time to time. The version posted here applies to your use of the site from the day it is posted.',
      ],
    },
    {
      heading: 'Contact us',
      paragraphs: [say(words.terms.contact)],
    },
  ],
} as const satisfies LegalDocument

/** The words around every legal document: its hero eyebrow, date label and contents list. */
export const legalPageCopy = {
  eyebrow: 'Legal',
  lastUpdatedLabel: 'Last updated',
  contentsHeading: 'Contents',
} as const

export const privacyPolicyMeta: PageMeta = topLevelPage(
  '/privacy-policy',
  `${privacyPolicy.title} | ${company.name}`,
  privacyPolicy.metaDescription,
)
export const termsOfServiceMeta: PageMeta = topLevelPage(
  '/terms-of-service',
  `${termsOfService.title} | ${company.name}`,
  termsOfService.metaDescription,
)
