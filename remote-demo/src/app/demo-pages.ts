// Each demo app is a chunk of its own, loaded when its page is opened: the shell and the
// first app a visitor opens are all the demo ships at first.
import { lazy } from 'react';

export const ContactsPage = lazy(() =>
  import(/* webpackChunkName: "demo-contacts" */ '../features/contacts/contacts-page').then((module) => ({
    default: module.ContactsPage,
  })),
);

export const InventoryPage = lazy(() =>
  import(/* webpackChunkName: "demo-inventory" */ '../features/inventory/inventory-page').then((module) => ({
    default: module.InventoryPage,
  })),
);

export const FileManagerPage = lazy(() =>
  import(/* webpackChunkName: "demo-file-manager" */ '../features/file-manager/file-manager-page').then((module) => ({
    default: module.FileManagerPage,
  })),
);

const helpCenter = () => import(/* webpackChunkName: "demo-help-center" */ './help-center-pages');

export const HelpCenterPage = lazy(() => helpCenter().then((module) => ({ default: module.HelpCenterPage })));
export const GuideCategoryPage = lazy(() => helpCenter().then((module) => ({ default: module.GuideCategoryPage })));
export const GuidePage = lazy(() => helpCenter().then((module) => ({ default: module.GuidePage })));

export const MailboxPage = lazy(() =>
  import(/* webpackChunkName: "demo-mailbox" */ '../features/mailbox/mailbox-page').then((module) => ({
    default: module.MailboxPage,
  })),
);

export const NotesPage = lazy(() =>
  import(/* webpackChunkName: "demo-notes" */ '../features/notes/notes-page').then((module) => ({
    default: module.NotesPage,
  })),
);

export const ScrumboardPage = lazy(() =>
  import(/* webpackChunkName: "demo-scrumboard" */ '../features/scrumboard/scrumboard-page').then((module) => ({
    default: module.ScrumboardPage,
  })),
);

export const TasksPage = lazy(() =>
  import(/* webpackChunkName: "demo-tasks" */ '../features/tasks/tasks-page').then((module) => ({
    default: module.TasksPage,
  })),
);

export const AcademyPage = lazy(() =>
  import(/* webpackChunkName: "demo-academy" */ '../features/academy/academy-page').then((module) => ({
    default: module.AcademyPage,
  })),
);

export const ChatPage = lazy(() =>
  import(/* webpackChunkName: "demo-chat" */ '../features/chat/chat-page').then((module) => ({
    default: module.ChatPage,
  })),
);

export const ActivitiesPage = lazy(() =>
  import(/* webpackChunkName: "demo-activities" */ '../features/activities/activities-page').then((module) => ({
    default: module.ActivitiesPage,
  })),
);

export const IconsPage = lazy(() =>
  import(/* webpackChunkName: "demo-icons" */ '../features/icons/icons-page').then((module) => ({
    default: module.IconsPage,
  })),
);

// the chart library comes with this chunk only: no other page of the demo loads it
export const DashboardPage = lazy(() =>
  import(/* webpackChunkName: "demo-dashboards" */ '../features/dashboards/dashboard-page').then((module) => ({
    default: module.DashboardPage,
  })),
);
