import { Link } from '@tanstack/react-router'
import { ArrowRight, MapPin } from 'lucide-react'
import { Section } from '../../components/sections/section'
import { SectionHeading } from '../../components/sections/section-heading'
import { cityFaqs, cityRelatedCopy, otherServiceLinks, sameStateCityLinks, testimonialFromState } from '../../content/city-page-related'
import { testimonialsSection } from '../../content/home'
import { TestimonialCard } from '../../components/sections/testimonial-card'
import { FaqList } from '../../components/sections/faq-list'
import type { CityPage } from './city-page-params'

const cardLink =
  'group flex min-h-14 items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 font-semibold text-slate-900 shadow-sm transition-colors hover:border-brand-500 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 motion-reduce:transition-none dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100 dark:hover:border-brand-400 dark:hover:text-brand-300'

/** The same city's other five services, as links. */
export function OtherServicesInCity({ page }: { page: CityPage }) {
  const links = otherServiceLinks(page.stateAbbr, page.citySlug, page.service.slug)
  return (
    <Section labelledBy="other-services">
      <SectionHeading
        id="other-services"
        title={cityRelatedCopy.otherServicesHeading(page.cityName)}
        intro={cityRelatedCopy.otherServicesIntro(page.cityName)}
      />
      {/* Five links: one row on a wide screen, and in two columns an odd last one spans both, so no slot stands empty. */}
      <ul className="mt-10 grid gap-3 sm:grid-cols-2 lg:grid-cols-5 sm:[&>li:last-child:nth-child(odd)]:col-span-2 lg:[&>li:last-child:nth-child(odd)]:col-span-1">
        {links.map((link) => (
          <li key={link.href}>
            <Link to={link.href} className={cardLink}>
              {link.label}
              <ArrowRight
                aria-hidden="true"
                className="h-4 w-4 shrink-0 text-brand-600 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none dark:text-brand-400"
              />
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  )
}

/**
 * For a city we serve: the same service in the state's other cities, a customer's words from the
 * same state, and the questions homeowners ask about the service.
 */
export function LocalProof({ page }: { page: CityPage }) {
  const cities = sameStateCityLinks(page.stateAbbr, page.citySlug, page.service.slug)
  const testimonial = testimonialFromState(page.stateAbbr, page.service.name, page.cityName)
  return (
    <>
      <Section tone="muted" labelledBy="local-proof">
        <div className="grid gap-10 lg:grid-cols-2 lg:gap-14">
          <div>
            <h2 id="local-proof" className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
              {cityRelatedCopy.otherCitiesHeading(page.service.name, page.stateName)}
            </h2>
            <ul className="mt-6 grid grid-cols-2 gap-x-6 gap-y-3">
              {cities.map((city) => (
                <li key={city.href}>
                  <Link
                    to={city.href}
                    className="inline-flex items-center gap-2 rounded-sm font-medium text-slate-700 underline-offset-4 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:text-slate-300 dark:hover:text-brand-300">
                    <MapPin aria-hidden="true" className="h-4 w-4 shrink-0 text-brand-600 dark:text-brand-400" />
                    {city.label}
                  </Link>
                </li>
              ))}
            </ul>
            <Link
              to="/locations"
              className="mt-6 inline-flex items-center gap-2 rounded font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:text-brand-300">
              {cityRelatedCopy.allAreasLinkText}
              <ArrowRight aria-hidden="true" className="h-4 w-4" />
            </Link>
          </div>
          {testimonial && (
            <div>
              <h2 className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
                {cityRelatedCopy.testimonialHeading(testimonial)}
              </h2>
              <div className="mt-6">
                <TestimonialCard testimonial={testimonial} ratingLabel={testimonialsSection.rating} />
              </div>
            </div>
          )}
        </div>
      </Section>
      <Section labelledBy="city-faq">
        <SectionHeading id="city-faq" title={cityRelatedCopy.faqHeading(page.service.name, page.cityName)} />
        <FaqList items={cityFaqs(page.service.name, page.cityName, page.stateAbbr)} />
      </Section>
    </>
  )
}
