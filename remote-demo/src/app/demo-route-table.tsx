import { Navigate, PATHS, Route, routePath, Routes } from '@soat/shared/router';
import {
  AcademyPage,
  ActivitiesPage,
  ChatPage,
  ContactsPage,
  DashboardPage,
  FileManagerPage,
  GuideCategoryPage,
  GuidePage,
  HelpCenterPage,
  IconsPage,
  InventoryPage,
  MailboxPage,
  NotesPage,
  ScrumboardPage,
  TasksPage,
} from './demo-pages';
import { ScreenNotInSpecPage } from '../features/screen-not-in-spec/screen-not-in-spec-page';
import { DEMO_PATHS } from '../lib/demo-paths';
import { DemoLayout } from '../shell/demo-layout';

/** The demo's pages under `demo/`, in its shell; any other path goes home. */
export function DemoRouteTable() {
  return (
    <Routes>
      <Route path={routePath(PATHS.demo)} element={<DemoLayout />}>
        <Route index element={<Navigate to={DEMO_PATHS.contacts} replace />} />
        <Route path="apps/contacts" element={<ContactsPage />} />
        <Route path="apps/contacts/:id" element={<ContactsPage />} />
        <Route path="apps/ecommerce/inventory" element={<InventoryPage />} />
        <Route path="apps/file-manager" element={<FileManagerPage />} />
        <Route path="apps/file-manager/folders/:folderId" element={<FileManagerPage />} />
        <Route path="apps/help-center" element={<HelpCenterPage />} />
        <Route path="apps/help-center/guides/:categorySlug" element={<GuideCategoryPage />} />
        <Route path="apps/help-center/guides/:categorySlug/:guideSlug" element={<GuidePage />} />
        {/* each of these apps routes its own pages below its path */}
        <Route path="apps/mailbox/*" element={<MailboxPage />} />
        <Route path="apps/notes/*" element={<NotesPage />} />
        <Route path="apps/scrumboard/*" element={<ScrumboardPage />} />
        <Route path="apps/tasks/*" element={<TasksPage />} />
        <Route path="apps/academy/*" element={<AcademyPage />} />
        <Route path="apps/chat/*" element={<ChatPage />} />
        <Route path="dashboards/:name" element={<DashboardPage />} />
        <Route path="pages/activities" element={<ActivitiesPage />} />
        <Route path="ui/icons" element={<IconsPage />} />
        <Route path="ui/icons/:set" element={<IconsPage />} />
        <Route path="*" element={<ScreenNotInSpecPage />} />
      </Route>
      <Route path="*" element={<Navigate to={PATHS.home} replace />} />
    </Routes>
  );
}
