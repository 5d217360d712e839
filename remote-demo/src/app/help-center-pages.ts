// The help center's three pages, one chunk (see ./demo-pages.ts).
export { GuideCategoryPage } from '../features/help-center/guide-category-page';
export { GuidePage } from '../features/help-center/guide-page';
export { HelpCenterPage } from '../features/help-center/help-center-page';
