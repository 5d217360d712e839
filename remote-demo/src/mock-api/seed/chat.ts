// The chat's template content: the user's profile, contacts (the first contacts of
// the contacts app), chats and their messages.
import { type Contact } from './contacts';
import { seededFaker } from './seeded-faker';
import { type DemoUser } from './user';

export interface ChatContact {
  id: string;
  avatar: string | null;
  name: string;
  about: string;
  details: Pick<Contact, 'emails' | 'phoneNumbers' | 'title' | 'company' | 'birthday' | 'address'>;
  attachments: { media: string[]; docs: string[]; links: string[] };
}

export interface ChatMessage {
  id: string;
  chatId: string;
  /** the sender: a contact's id, or the profile's for the user's own messages */
  contactId: string;
  value: string;
  createdAt: string;
}

export interface Chat {
  id: string;
  contactId: string;
  unreadCount: number;
  muted: boolean;
  lastMessage: string;
  lastMessageAt: string;
}

export function seedChat(contacts: Contact[], user: DemoUser) {
  const faker = seededFaker(111);
  const profile = {
    id: user.id,
    name: user.name,
    email: user.email,
    avatar: user.avatar,
    about: "Hi there! I'm using the demo chat.",
  };
  const chatContacts: ChatContact[] = contacts.slice(0, 15).map((contact) => ({
    id: contact.id,
    avatar: contact.avatar,
    name: contact.name,
    about: faker.lorem.sentence(),
    details: {
      emails: contact.emails,
      phoneNumbers: contact.phoneNumbers,
      title: contact.title,
      company: contact.company,
      birthday: contact.birthday,
      address: contact.address,
    },
    attachments: { media: [], docs: [], links: [] },
  }));
  const messages: ChatMessage[] = [];
  const chats: Chat[] = chatContacts.slice(0, 10).map((contact) => {
    const chatId = faker.string.uuid();
    const dates = faker.date.betweens({
      from: '2026-06-01T00:00:00.000Z',
      to: '2026-06-15T11:00:00.000Z',
      count: faker.number.int({ min: 3, max: 8 }),
    });
    for (const date of dates) {
      messages.push({
        id: faker.string.uuid(),
        chatId,
        contactId: faker.datatype.boolean() ? profile.id : contact.id,
        value: faker.lorem.sentence(),
        createdAt: date.toISOString(),
      });
    }
    const last = messages.at(-1)!;
    return {
      id: chatId,
      contactId: contact.id,
      unreadCount: faker.number.int({ min: 0, max: 3 }),
      muted: faker.datatype.boolean(0.2),
      lastMessage: last.value,
      lastMessageAt: last.createdAt,
    };
  });
  return { profile, contacts: chatContacts, chats, messages };
}
