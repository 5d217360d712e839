// About 90 contacts, each with one of the seven tags, 1–2 emails, 1–3 phones and a birthday at
// 12:00 UTC.
import { type Country } from './countries';
import { seededFaker } from './seeded-faker';
import { personPicture } from './pictures';

export interface ContactEmail {
  email: string;
  label: string;
}

export interface ContactPhone {
  /** a country's `iso` */
  country: string;
  phoneNumber: string;
  label: string;
}

export interface Contact {
  id: string;
  avatar: string | null;
  background: string | null;
  name: string;
  emails: ContactEmail[];
  phoneNumbers: ContactPhone[];
  title: string;
  company: string;
  birthday: string | null;
  address: string | null;
  notes: string | null;
  tags: string[];
}

export interface Tag {
  id: string;
  title: string;
}

export const CONTACT_COUNT = 90;
export const CONTACT_TAG_TITLES = ['Work', 'Friend', 'Family', 'High School', 'College', 'Baseball Team', 'Band'];
const EMAIL_LABELS = ['Personal', 'Work'];
const PHONE_LABELS = ['Mobile', 'Work', 'Home'];

export function seedContactTags(): Tag[] {
  const faker = seededFaker(11);
  return CONTACT_TAG_TITLES.map((title) => ({ id: faker.string.uuid(), title }));
}

export function seedContacts(tags: Tag[], countries: Country[]): Contact[] {
  const faker = seededFaker(12);
  return Array.from({ length: CONTACT_COUNT }, () => {
    const firstName = faker.person.firstName();
    const lastName = faker.person.lastName();
    const birthday = faker.date.birthdate({ mode: 'age', min: 18, max: 70 }).toISOString().slice(0, 10);
    return {
      id: faker.string.uuid(),
      avatar: personPicture(`${firstName} ${lastName}`),
      background: null,
      name: `${firstName} ${lastName}`,
      emails: faker.helpers.arrayElements(EMAIL_LABELS, { min: 1, max: 2 }).map((label) => ({
        email: faker.internet.email({ firstName, lastName }).toLowerCase(),
        label,
      })),
      phoneNumbers: faker.helpers.arrayElements(PHONE_LABELS, { min: 1, max: 3 }).map((label) => ({
        country: faker.helpers.arrayElement(countries).iso,
        phoneNumber: faker.string.numeric(10),
        label,
      })),
      title: faker.person.jobTitle(),
      company: faker.company.name(),
      birthday: `${birthday}T12:00:00.000Z`,
      address: `${faker.location.streetAddress()}, ${faker.location.city()}, ${faker.location.state()}`,
      notes: `<p>${faker.lorem.paragraph()}</p>`,
      tags: [faker.helpers.arrayElement(tags).id],
    };
  });
}
