import { Link } from '@tanstack/react-router'
import { ArrowRight, DollarSign, Handshake, MapPin } from 'lucide-react'
import { CallLink } from '../../components/sections/call-link'
import { Section } from '../../components/sections/section'
import { FeatureGrid } from '../../components/sections/feature-grid'
import { PageHero } from '../../components/sections/page-hero'
import { SectionHeading } from '../../components/sections/section-heading'
import {
  cityPageCallText,
  cityPageClosing,
  cityPageEyebrow,
  cityPageHeading,
  cityPageIntro,
  cityPageQuoteButton,
  financingBannerHeading,
  financingBannerText,
  locationsHeading,
  locationsLinkIntro,
  locationsLinkText,
  outOfAreaHeading,
  outOfAreaNote,
  serviceLinkText,
  serviceSectionHeading,
  whyChooseHeading,
  whyChooseItems,
} from '../../content/city-page'
import { QuoteButton, QuoteCtaBanner } from '../../quote/ui'
import type { CityPage } from './city-page-params'
import { LocalProof, OtherServicesInCity } from './city-related-sections'
import { TrustStrip } from '../../components/sections/trust-strip'
import { useHydratedMarker } from '../../startup/use-hydrated-marker'

/** Financing in the owner's financing states; outside the service area, the promise of a partner provider. */
function AreaBanner({ page }: { page: CityPage }) {
  const financing = page.showsFinancing
  const Glyph = financing ? DollarSign : Handshake
  const heading = financing ? financingBannerHeading : outOfAreaHeading
  const text = financing ? financingBannerText(page.cityName, page.stateAbbr) : outOfAreaNote(page.cityName, page.stateAbbr)
  return (
    <section aria-labelledby="area-banner" data-banner={financing ? 'financing' : 'partner-providers'} className="px-4 pt-12 sm:px-6">
      <div
        className={`mx-auto flex max-w-7xl flex-col gap-4 rounded-2xl border p-6 sm:flex-row sm:items-center sm:p-8 ${
          financing
            ? 'border-amber-300 bg-amber-50 dark:border-amber-500/40 dark:bg-amber-950/40'
            : 'border-brand-200 bg-brand-50 dark:border-brand-800 dark:bg-brand-900/40'
        }`}>
        <span
          className={`inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-xl ${
            financing ? 'bg-amber-400 text-slate-950' : 'bg-brand-600 text-white dark:bg-brand-500 dark:text-slate-950'
          }`}>
          <Glyph aria-hidden="true" className="h-6 w-6" />
        </span>
        <div>
          <h2 id="area-banner" className="text-xl font-bold tracking-tight">
            {heading}
          </h2>
          <p className="mt-1 text-slate-700 dark:text-slate-200">{text}</p>
        </div>
      </div>
    </section>
  )
}

/** Long service names wrap on phones, so these read as links rather than fixed-height buttons. */
const textLink =
  'inline-flex items-center gap-2 rounded font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:text-brand-300'

function ServiceAndAreas({ page }: { page: CityPage }) {
  const { service } = page
  return (
    <Section tone="muted" labelledBy="about-service">
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
          <h2 id="about-service" className="text-2xl font-bold tracking-tight">
            {serviceSectionHeading(service.name)}
          </h2>
          <p className="mt-3 text-slate-600 dark:text-slate-300">{service.summary}</p>
          <Link to="/services/$serviceSlug" params={{ serviceSlug: service.slug }} className={`${textLink} mt-5`}>
            {serviceLinkText(service.name)}
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </Link>
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
          <h2 className="text-2xl font-bold tracking-tight">{locationsHeading}</h2>
          <p className="mt-3 text-slate-600 dark:text-slate-300">{locationsLinkIntro(page.stateAbbr)}</p>
          <Link to="/locations" className={`${textLink} mt-5`}>
            <MapPin aria-hidden="true" className="h-4 w-4" />
            {locationsLinkText}
          </Link>
        </div>
      </div>
    </Section>
  )
}

export function CityLandingPage({ page }: { page: CityPage }) {
  useHydratedMarker()
  const { service, cityName, stateAbbr } = page
  const reasons = whyChooseItems(service.name, cityName, stateAbbr).map((item) => ({
    icon: item.icon,
    title: item.title,
    description: item.text,
  }))
  return (
    <>
      <PageHero
        eyebrow={cityPageEyebrow(cityName, stateAbbr, page.areaCity)}
        title={cityPageHeading(service.name, cityName, stateAbbr)}
        intro={cityPageIntro(service.name, cityName, stateAbbr)}
        image={service.image}
        actions={
          <>
            <QuoteButton variant="accent">{cityPageQuoteButton}</QuoteButton>
            <CallLink>{cityPageCallText}</CallLink>
          </>
        }
      />
      {/* The promises are the company's own work; a partner provider's page makes none of them. */}
      {page.served && <TrustStrip />}
      {(page.showsFinancing || !page.served) && <AreaBanner page={page} />}
      <Section labelledBy="why-choose">
        <SectionHeading id="why-choose" title={whyChooseHeading(cityName, stateAbbr)} />
        <FeatureGrid features={reasons} />
      </Section>
      <ServiceAndAreas page={page} />
      <OtherServicesInCity page={page} />
      {page.served && <LocalProof page={page} />}
      <QuoteCtaBanner copy={cityPageClosing(service.name, cityName, stateAbbr)} />
    </>
  )
}
