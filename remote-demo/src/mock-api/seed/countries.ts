// The countries for phone numbers, from the maintained `countries-list` package (ISO 3166-1
// codes, English names, dialling codes), never typed by hand.
import { countries as countryTable } from 'countries-list';

export interface Country {
  id: string;
  /** ISO 3166-1 alpha-2, lower case (as a contact's phone number names its country) */
  iso: string;
  name: string;
  /** dialling prefix, e.g. "+57" */
  code: string;
  /** the flag's offset in a flags sprite of 16×11 px flags, one under the other in this order */
  flagImagePos: string;
}

export function seedCountries(): Country[] {
  return Object.entries(countryTable)
    .map(([iso, country]) => ({ iso: iso.toLowerCase(), name: country.name, code: `+${country.phone[0]}` }))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((country, index) => ({ id: country.iso, ...country, flagImagePos: `-1px -${1 + index * 12}px` }));
}
