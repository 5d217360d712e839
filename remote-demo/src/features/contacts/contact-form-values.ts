import type { Contact } from './api/contacts-api';

/** The contact form's fields: text inputs hold strings, the birthday a `yyyy-mm-dd` date. */
export interface ContactFormValues {
  name: string;
  title: string;
  company: string;
  birthday: string;
  address: string;
  notes: string;
  tags: string[];
  emails: Contact['emails'];
  phoneNumbers: Contact['phoneNumbers'];
}

export function formValues(contact: Contact): ContactFormValues {
  return {
    name: contact.name,
    title: contact.title,
    company: contact.company,
    birthday: contact.birthday?.slice(0, 10) ?? '',
    address: contact.address ?? '',
    notes: contact.notes ?? '',
    tags: contact.tags,
    emails: contact.emails,
    phoneNumbers: contact.phoneNumbers,
  };
}

/** The changes to send: empty optional fields as null, a birthday at 12:00 UTC as the seed stores them. */
export function contactChanges(values: ContactFormValues): Partial<Contact> {
  const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    name: values.name.trim(),
    title: values.title.trim(),
    company: values.company.trim(),
    birthday: values.birthday ? `${values.birthday}T12:00:00.000Z` : null,
    address: orNull(values.address),
    notes: orNull(values.notes),
    tags: values.tags,
    emails: values.emails.filter((email) => email.email.trim() !== ''),
    phoneNumbers: values.phoneNumbers.filter((phone) => phone.phoneNumber.trim() !== ''),
  };
}
