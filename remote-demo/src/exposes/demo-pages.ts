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
