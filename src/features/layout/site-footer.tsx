import { Link } from '@tanstack/react-router'
import { BadgeCheck, Clock, ExternalLink, Mail, MapPin, Phone, Star } from 'lucide-react'
import { useId } from 'react'
import { footerCopy, footerLinkGroups } from '../../content/navigation'
import { CopyrightNotice } from './footer/copyright-notice'
import { SiteLogo } from './header/site-logo'

const linkClass =
  'rounded-sm text-slate-300 underline-offset-4 transition-colors hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400 motion-reduce:transition-none'
const headingClass = 'text-sm font-semibold tracking-wider text-white uppercase'

export function SiteFooter() {
  const idBase = useId()
  // On a phone the footer ends with room for the call-and-quote bar, so its last links stay clear.
  return (
    <footer className="border-t border-white/10 bg-navy-950 pb-16 text-slate-300 min-[601px]:pb-0">
      <div className="px-4 py-14 sm:px-6 lg:py-16">
        <div className="mx-auto max-w-7xl">
          <div className="grid gap-10 md:grid-cols-2 lg:grid-cols-12 lg:gap-8">
            <div className="lg:col-span-5">
              <SiteLogo markClassName="text-brand-500" secondaryClassName="text-brand-300" className="w-fit text-white" />
              <p className="mt-4 max-w-md text-sm leading-6 text-pretty">{footerCopy.brandBlurb}</p>
              {footerCopy.rating && (
                <p className="mt-4 flex items-center gap-2 text-sm font-semibold text-white">
                  <Star aria-hidden="true" className="h-4 w-4 shrink-0 fill-amber-400 text-amber-400" />
                  {footerCopy.ratingHref ? (
                    <a href={footerCopy.ratingHref} className={linkClass}>
                      {footerCopy.rating}
                    </a>
                  ) : (
                    footerCopy.rating
                  )}
                </p>
              )}
              {footerCopy.social.length > 0 && (
                <ul aria-label={footerCopy.socialLabel} className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm">
                  {footerCopy.social.map((profile) => (
                    <li key={profile.href}>
                      <a href={profile.href} rel="me noopener" className={`inline-flex items-center gap-1.5 ${linkClass}`}>
                        {profile.label}
                        <ExternalLink aria-hidden="true" className="h-3.5 w-3.5 shrink-0 text-brand-400" />
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </div>

            <nav aria-label={footerCopy.navLabel} className="grid grid-cols-2 gap-8 lg:col-span-4">
              {footerLinkGroups.map((group, index) => {
                const headingId = `${idBase}-group-${index}`
                return (
                  <div key={group.heading}>
                    <h2 id={headingId} className={headingClass}>
                      {group.heading}
                    </h2>
                    <ul aria-labelledby={headingId} className="mt-4 space-y-3 text-sm">
                      {group.links.map((link) => (
                        <li key={link.to}>
                          <Link to={link.to} activeOptions={{ exact: true, includeSearch: false }} className={linkClass}>
                            {link.label}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </div>
                )
              })}
            </nav>

            <div className="lg:col-span-3">
              <h2 className={headingClass}>{footerCopy.contactHeading}</h2>
              <address className="mt-4 space-y-3 text-sm not-italic">
                <p>
                  <a href={footerCopy.phoneHref} className={`inline-flex items-center gap-2 ${linkClass}`}>
                    <Phone aria-hidden="true" className="h-4 w-4 shrink-0 text-brand-400" />
                    {footerCopy.phone}
                  </a>
                </p>
                <p>
                  <a href={footerCopy.emailHref} className={`inline-flex items-center gap-2 break-all ${linkClass}`}>
                    <Mail aria-hidden="true" className="h-4 w-4 shrink-0 text-brand-400" />
                    {footerCopy.email}
                  </a>
                </p>
                <p className="flex items-start gap-2">
                  <MapPin aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-400" />
                  <span>
                    {footerCopy.addressLines[0]}
                    <br />
                    {footerCopy.addressLines[1]}
                  </span>
                </p>
              </address>
              {footerCopy.hours.length > 0 && (
                <div className="mt-3 flex items-start gap-2 text-sm">
                  <Clock aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-400" />
                  <div>
                    <h3 className="sr-only">{footerCopy.hoursLabel}</h3>
                    <ul>
                      {footerCopy.hours.map((line) => (
                        <li key={line}>{line}</li>
                      ))}
                    </ul>
                  </div>
                </div>
              )}
            </div>
          </div>

          <div className="mt-12 flex flex-col gap-2 border-t border-white/10 pt-6 text-sm text-slate-400 sm:flex-row sm:items-center sm:justify-between">
            <p>
              <CopyrightNotice />
            </p>
            <p className="flex items-center gap-2">
              <MapPin aria-hidden="true" className="h-4 w-4 shrink-0 text-brand-400" />
              {footerCopy.serviceArea}
            </p>
          </div>
          {footerCopy.licenses.length > 0 && (
            <div className="mt-4 flex items-start gap-2 text-xs leading-5 text-slate-400">
              <BadgeCheck aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-400" />
              <p>
                <span className="font-semibold text-slate-300">{footerCopy.licensesLabel}: </span>
                {footerCopy.licenses.join(' · ')}
              </p>
            </div>
          )}
        </div>
      </div>
    </footer>
  )
}
