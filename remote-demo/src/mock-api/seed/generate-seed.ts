// The demo's seed, generated with a fixed faker seed and reference date (seeded-faker.ts): deterministic.
// The browser never runs this (nor loads faker): it gets the result, seed.json, written by
// `node scripts/pnpm.mjs --filter @soat/remote-demo seed` (from the repository's root) and checked against this by store.test.ts.
import { seedAcademy } from './academy';
import { seedActivities } from './activities';
import { seedChat } from './chat';
import { seedCommon } from './common';
import { seedContactTags, seedContacts } from './contacts';
import { seedCountries } from './countries';
import { seedAnalytics, seedCrypto } from './dashboards';
import { seedFinance, seedProject } from './dashboards-work';
import { seedFiles } from './files';
import { seedHelpCenter } from './help-center';
import { seedIcons } from './icons';
import { seedInventory } from './inventory';
import { seedMailbox } from './mailbox';
import { seedNotes } from './notes';
import { seedScrumboard } from './scrumboard';
import { seedTasks } from './tasks';
import { seedUser } from './user';

export function generateSeed() {
  const countries = seedCountries();
  const contactTags = seedContactTags();
  const contacts = seedContacts(contactTags, countries);
  const user = seedUser();
  const chat = seedChat(contacts, user);
  return {
    contacts: { contacts, tags: contactTags, countries },
    inventory: seedInventory(),
    fileManager: { items: seedFiles() },
    helpCenter: seedHelpCenter(),
    mailbox: seedMailbox(),
    notes: seedNotes(),
    scrumboard: seedScrumboard(),
    tasks: seedTasks(contacts),
    common: seedCommon(
      contacts.map((contact) => contact.id),
      chat.chats,
    ),
    user,
    academy: seedAcademy(),
    chat,
    dashboards: { analytics: seedAnalytics(), crypto: seedCrypto(), finance: seedFinance(), project: seedProject() },
    activities: seedActivities(),
    icons: seedIcons(),
  };
}

export type DemoStore = ReturnType<typeof generateSeed>;
