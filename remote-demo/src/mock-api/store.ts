// The demo's in-memory data: a fresh copy of the deterministic seed for each mock API (the seed
// is generated once, then copied).
import { seedAcademy } from './seed/academy';
import { seedActivities } from './seed/activities';
import { seedChat } from './seed/chat';
import { seedCommon } from './seed/common';
import { seedContactTags, seedContacts } from './seed/contacts';
import { seedCountries } from './seed/countries';
import { seedAnalytics, seedCrypto } from './seed/dashboards';
import { seedFinance, seedProject } from './seed/dashboards-work';
import { seedFiles } from './seed/files';
import { seedHelpCenter } from './seed/help-center';
import { seedIcons } from './seed/icons';
import { seedInventory } from './seed/inventory';
import { seedMailbox } from './seed/mailbox';
import { seedNotes } from './seed/notes';
import { seedScrumboard } from './seed/scrumboard';
import { seedTasks } from './seed/tasks';
import { seedUser } from './seed/user';

export function generateSeed() {
  const countries = seedCountries();
  const contactTags = seedContactTags();
  const contacts = seedContacts(contactTags, countries);
  const user = seedUser();
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
    user,
    academy: seedAcademy(),
    chat: seedChat(contacts, user),
    dashboards: { analytics: seedAnalytics(), crypto: seedCrypto(), finance: seedFinance(), project: seedProject() },
    activities: seedActivities(),
    icons: seedIcons(),
  };
}

export type DemoStore = ReturnType<typeof generateSeed>;

let seed: DemoStore | undefined;

export function createStore(): DemoStore {
  seed ??= generateSeed();
  return structuredClone(seed);
}
