// The demo's in-memory data: a fresh copy of the deterministic seed for each mock API.
import { seedCommon } from './seed/common';
import { seedContactTags, seedContacts } from './seed/contacts';
import { seedCountries } from './seed/countries';
import { seedFiles } from './seed/files';
import { seedHelpCenter } from './seed/help-center';
import { seedInventory } from './seed/inventory';
import { seedMailbox } from './seed/mailbox';
import { seedNotes } from './seed/notes';
import { seedScrumboard } from './seed/scrumboard';
import { seedTasks } from './seed/tasks';
import { seedUser } from './seed/user';

export function createStore() {
  const countries = seedCountries();
  const contactTags = seedContactTags();
  const contacts = seedContacts(contactTags, countries);
  return {
    contacts: { contacts, tags: contactTags, countries },
    inventory: seedInventory(),
    fileManager: { items: seedFiles() },
    helpCenter: seedHelpCenter(),
    mailbox: seedMailbox(),
    notes: seedNotes(),
    scrumboard: seedScrumboard(),
    tasks: seedTasks(contacts),
    common: seedCommon(contacts.map((contact) => contact.id)),
    user: seedUser(),
  };
}

export type DemoStore = ReturnType<typeof createStore>;
