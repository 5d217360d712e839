// The mailbox: folders, filters, coloured labels, settings and about 70 mails.
import { seededFaker } from './seeded-faker';
import { personPicture } from './pictures';

export interface MailFolder {
  id: string;
  title: string;
  slug: string;
  icon: string;
}

export interface MailLabel {
  id: string;
  title: string;
  slug: string;
  color: string;
}

export interface MailAttachment {
  type: string;
  name: string;
  size: number;
  preview: string;
  downloadUrl: string;
}

export interface Mail {
  id: string;
  type: 'mail';
  from: { avatar: string | null; contact: string };
  to: string;
  cc?: string[];
  bcc?: string[];
  date: string;
  subject: string;
  content: string;
  attachments: MailAttachment[];
  starred: boolean;
  important: boolean;
  unread: boolean;
  /** a folder's id */
  folder: string;
  /** labels' ids */
  labels: string[];
}

export const MAIL_FOLDER_SLUGS = ['inbox', 'sent', 'drafts', 'spam', 'trash'];
export const MAIL_FILTER_SLUGS = ['starred', 'important'];
export const MAIL_LABEL_COLORS: Record<string, string> = {
  personal: 'blue',
  work: 'indigo',
  payments: 'red',
  invoices: 'teal',
  accounts: 'purple',
  forums: 'green',
};
const FOLDER_ICONS: Record<string, string> = {
  inbox: 'heroicons_outline:inbox',
  sent: 'heroicons_outline:paper-airplane',
  drafts: 'heroicons_outline:document',
  spam: 'heroicons_outline:exclamation-triangle',
  trash: 'heroicons_outline:trash',
};
/** How many mails each folder holds (the inbox spans several pages of 10). */
const MAILS_PER_FOLDER: Record<string, number> = { inbox: 38, sent: 12, drafts: 5, spam: 7, trash: 8 };
const titleOf = (slug: string) => slug.charAt(0).toUpperCase() + slug.slice(1);

export function seedMailbox() {
  const faker = seededFaker(51);
  const folders: MailFolder[] = MAIL_FOLDER_SLUGS.map((slug) => ({
    id: faker.string.uuid(),
    title: titleOf(slug),
    slug,
    icon: FOLDER_ICONS[slug]!,
  }));
  const filters: MailFolder[] = MAIL_FILTER_SLUGS.map((slug) => ({
    id: faker.string.uuid(),
    title: titleOf(slug),
    slug,
    icon: slug === 'starred' ? 'heroicons_outline:star' : 'heroicons_outline:exclamation-circle',
  }));
  const labels: MailLabel[] = Object.entries(MAIL_LABEL_COLORS).map(([slug, color]) => ({
    id: faker.string.uuid(),
    title: titleOf(slug),
    slug,
    color,
  }));
  /** The sender of a mail, pictured by the name of its address ('Name <email>'). */
  const sender = (contact: string) => ({ avatar: personPicture(contact.replace(/\s*<.*$/, '')), contact });
  const address = () => {
    const name = faker.person.fullName();
    return `${name} <${faker.internet.email({ firstName: name.split(' ')[0] }).toLowerCase()}>`;
  };

  const mails: Mail[] = folders.flatMap((folder) =>
    Array.from({ length: MAILS_PER_FOLDER[folder.slug]! }, () => {
      const cc = faker.helpers.maybe(() => Array.from({ length: faker.number.int({ min: 1, max: 3 }) }, address), {
        probability: 0.3,
      });
      const bcc = faker.helpers.maybe((): string[] => [address()], { probability: 0.15 });
      return {
        id: faker.string.uuid(),
        type: 'mail' as const,
        from: sender(address()),
        to: 'me <hughes.brian@company.com>',
        ...(cc ? { cc } : {}),
        ...(bcc ? { bcc } : {}),
        date: faker.date.recent({ days: 120 }).toISOString(),
        subject: faker.lorem.sentence({ min: 3, max: 8 }),
        content: faker.lorem.paragraphs(3, '\n\n'),
        attachments:
          faker.helpers.maybe(
            (): MailAttachment[] => [
              {
                type: 'application/pdf',
                name: `${faker.system.fileName({ extensionCount: 0 })}.pdf`,
                size: faker.number.int({ min: 10_000, max: 2_000_000 }),
                preview: 'pdf',
                downloadUrl: '',
              },
            ],
            { probability: 0.2 },
          ) ?? [],
        starred: faker.datatype.boolean(0.2),
        important: faker.datatype.boolean(0.2),
        unread: faker.datatype.boolean(0.4),
        folder: folder.id,
        labels: faker.helpers.arrayElements(labels, { min: 0, max: 2 }).map((label) => label.id),
      };
    }),
  );

  return { folders, filters, labels, mails, settings: { messageLayout: 'right' } };
}
