import { capitalised, company } from '../../company'
import { financingEverywhere, financingTerms, installTimes, warranty } from '../../offers'
import { possessive } from '../../possessive'
import { fillAllPageWords, type PageWordValues } from './offer-words'

/** What the names and brackets of owner/pages/*.yaml become on this site: the profile's facts and the owner's offers. */
export const siteWordValues: PageWordValues = {
  names: {
    company: company.name,
    "company's": possessive(company.name),
    phone: company.phone,
    serviceArea: company.serviceAreaInWords,
    serviceAreaShort: company.serviceAreaShortName,
    serviceAreaName: company.serviceAreaName,
    ServiceAreaName: capitalised(company.serviceAreaName),
    foundedYear: String(company.foundedYear),
    experienceYears: String(company.combinedExperienceYears),
    warranty: warranty?.terms ?? '',
    warrantyTitle: warranty?.title.toLowerCase() ?? '',
    remedy: warranty?.remedy ?? '',
    homeInstallTime: installTimes?.homes ?? '',
    businessInstallTime: installTimes?.businesses ?? '',
    installTimesAnswer: installTimes?.answer ?? '',
    financingTerms,
    // The Products page fills in its own line (owner/about.yaml), which no other page needs to load.
    productLineName: '',
  },
  offers: {
    warranty: warranty !== undefined,
    remedy: Boolean(warranty?.remedy),
    installTimes: installTimes !== undefined,
    financingEverywhere,
    productLine: false,
  },
}

/** A page's words as this site's visitors read them. */
export const siteWords = <T>(value: T): T => fillAllPageWords(value, siteWordValues)
