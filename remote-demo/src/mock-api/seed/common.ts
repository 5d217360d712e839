// The shell's data: messages, notifications, shortcuts and the navigation.
import { type Chat } from './chat';
import { seededFaker } from './seeded-faker';
import { personPicture } from './pictures';

export interface FeedItem {
  id: string;
  icon: string | null;
  image: string | null;
  title: string;
  description: string;
  time: string;
  read: boolean;
  seen: boolean;
  link: string | null;
  useRouter: boolean;
}

export interface Shortcut {
  id: string;
  label: string;
  description: string;
  icon: string;
  link: string;
  useRouter: boolean;
}

export interface NavigationItem {
  id: string;
  title: string;
  subtitle?: string;
  type: 'basic' | 'group' | 'collapsable' | 'aside';
  icon?: string;
  link?: string;
  children?: NavigationItem[];
}

const SHORTCUTS: Omit<Shortcut, 'id'>[] = [
  {
    label: 'Changelog',
    description: 'List of changes',
    icon: 'heroicons_outline:clipboard-document-list',
    link: '/docs/changelog',
    useRouter: true,
  },
  {
    label: 'Documentation',
    description: 'Getting started',
    icon: 'heroicons_outline:book-open',
    link: '/docs/guides/getting-started/introduction',
    useRouter: true,
  },
  {
    label: 'Help center',
    description: 'FAQs and guides',
    icon: 'heroicons_outline:information-circle',
    link: '/apps/help-center',
    useRouter: true,
  },
  {
    label: 'Dashboard',
    description: 'User analytics',
    icon: 'heroicons_outline:chart-pie',
    link: '/dashboards/analytics',
    useRouter: true,
  },
  {
    label: 'Project',
    description: 'Project dashboard',
    icon: 'heroicons_outline:clipboard-document-check',
    link: '/dashboards/project',
    useRouter: true,
  },
  {
    label: 'Mailbox',
    description: '5 new e-mails',
    icon: 'heroicons_outline:envelope',
    link: '/apps/mailbox',
    useRouter: true,
  },
  {
    label: 'Tasks',
    description: '12 unfinished tasks',
    icon: 'heroicons_outline:check-circle',
    link: '/apps/tasks',
    useRouter: true,
  },
  {
    label: 'Contacts',
    description: 'List all contacts',
    icon: 'heroicons_outline:user-group',
    link: '/apps/contacts',
    useRouter: true,
  },
];

/** The portal's navigation as the mock data gives it (spec §2); its screens are not specified. */
export function seedNavigation(): Record<'compact' | 'default' | 'futuristic' | 'horizontal', NavigationItem[]> {
  const example = (): NavigationItem[] => [
    { id: 'example', title: 'Example', type: 'basic', icon: 'heroicons_outline:chart-pie', link: '/example' },
  ];
  return {
    default: [
      { id: 'inicio', title: 'Inicio', type: 'basic', icon: 'heroicons_outline:home', link: '/inicio' },
      {
        id: 'tramites',
        title: 'Tramites',
        type: 'collapsable',
        icon: 'heroicons_outline:document-text',
        children: [
          { id: 'tramites.requisitos', title: 'Requisitos por tramite', type: 'basic', link: '/tramites/requisitos' },
          { id: 'tramites.simular', title: 'Simular tramite', type: 'basic', link: '/tramites/simular' },
          { id: 'tramites.registrar', title: 'Registrar tramite', type: 'basic', link: '/tramites/registrar' },
        ],
      },
    ],
    compact: example(),
    futuristic: example(),
    horizontal: example(),
  };
}

/**
 * The shell's data. A message comes from a contact and links to the conversation with them: the chat's
 * route takes a chat's id, so each links to the chat of its contact (`chats`), or nowhere without one.
 */
export function seedCommon(contactIds: string[], chats: readonly Pick<Chat, 'id' | 'contactId'>[]) {
  const faker = seededFaker(91);
  const chatLink = (contactId: string | undefined) => {
    const chat = chats.find((item) => item.contactId === contactId);
    return chat ? `/apps/chat/${chat.id}` : null;
  };
  const recent = () => faker.date.recent({ days: 10 }).toISOString();
  const feed = (item: Pick<FeedItem, 'title' | 'description' | 'link'> & Partial<FeedItem>): FeedItem => {
    const read = item.read ?? faker.datatype.boolean();
    return {
      id: faker.string.uuid(),
      icon: null,
      image: null,
      time: recent(),
      read,
      seen: read,
      useRouter: true,
      ...item,
    };
  };

  const messages = Array.from({ length: 9 }, (_, index) => {
    const sender = faker.person.fullName();
    return feed({
      image: personPicture(sender),
      title: sender,
      description: faker.lorem.sentence(),
      link: chatLink(contactIds[index]),
    });
  });
  const notifications = [
    feed({
      icon: 'heroicons_mini:document-check',
      title: 'Documento aprobado',
      description: 'Tu documento del trámite fue aprobado.',
      link: `/tramites/documentos/${faker.string.uuid()}`,
      read: false,
    }),
    ...Array.from({ length: 8 }, (_, index) =>
      feed({
        icon: faker.helpers.arrayElement([
          'heroicons_mini:star',
          'heroicons_mini:envelope',
          'heroicons_mini:check-circle',
        ]),
        title: faker.lorem.words({ min: 2, max: 4 }),
        description: faker.lorem.sentence(),
        link: index % 2 === 0 ? `/apps/contacts/${contactIds[index]}` : '/dashboards/project',
      }),
    ),
  ];
  const shortcuts: Shortcut[] = SHORTCUTS.map((shortcut) => ({ id: faker.string.uuid(), ...shortcut }));
  return { messages, notifications, shortcuts, navigation: seedNavigation() };
}
