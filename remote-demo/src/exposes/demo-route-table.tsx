import { Navigate, PATHS, Route, routePath, Routes } from '@soat/shared/router';
import {
  ContactsPage,
  FileManagerPage,
  GuideCategoryPage,
  GuidePage,
  HelpCenterPage,
  InventoryPage,
} from './demo-pages';
import { NotSpecifiedPage } from '../features/not-specified/not-specified-page';
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
        <Route path="*" element={<NotSpecifiedPage />} />
      </Route>
      <Route path="*" element={<Navigate to={PATHS.home} replace />} />
    </Routes>
  );
}
