import { aboutYearsInBusiness, company } from './company'
import { possessive } from './possessive'
import { financingEverywhere, financingStatesInWords, financingTerms, installTimes, partnersReach, warranty } from './offers'
import { fillIn, shownWith, type PageOffer, type PageWordValues } from './owner/pages/fill-in'

/**
 * What the names in the site's words (owner/pages/*.yaml) are filled in with: the owner's facts
 * from owner/profile.json and offers from owner/offers.yaml. An offer the owner does not make is
 * empty, so the words about it are left out (fill-in.ts).
 */
export const pageWordValues: PageWordValues = {
  company: company.name,
  "company's": possessive(company.name),
  phone: company.phone,
  foundedYear: String(company.foundedYear),
  hometown: `${company.headquarters.town}, ${company.headquarters.state}`,
  town: company.headquarters.town,
  state: company.headquarters.state,
  stateAbbr: company.headquarters.stateAbbr,
  yearsInBusiness: aboutYearsInBusiness(),
  combinedExperience: company.combinedExperienceInWords,
  serviceArea: company.serviceAreaInWords,
  serviceAreaName: company.serviceAreaName,
  serviceAreaShortName: company.serviceAreaShortName,
  warranty: warranty?.terms ?? '',
  installTimes: installTimes?.answer ?? '',
  homeInstallTime: installTimes?.homes ?? '',
  businessInstallTime: installTimes?.businesses ?? '',
  financing: financingEverywhere ? financingTerms : '',
  financingTerms,
  financingStates: financingEverywhere ? '' : financingStatesInWords,
  // Only the home page's regions section shows the badge; it fills this in itself.
  financingBadge: '',
  partners: partnersReach ?? '',
  // Pages that list the services fill this in themselves, so the others need not load the list.
  services: '',
}

/** A text of the site's words with the owner's facts filled in. */
export function say(text: string, values: PageWordValues = pageWordValues): string {
  return fillIn(text, values)
}

/** The entries of a list shown for the offers the owner makes, without their conditions. */
export function shownEntries<T extends { readonly onlyWith?: PageOffer; readonly onlyWithout?: PageOffer }>(
  entries: readonly T[],
  values: PageWordValues = pageWordValues,
): Omit<T, 'onlyWith' | 'onlyWithout'>[] {
  return entries.filter((entry) => shownWith(entry, values)).map(({ onlyWith: _with, onlyWithout: _without, ...entry }) => entry)
}
