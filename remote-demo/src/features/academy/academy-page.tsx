import { useDocumentTitle, useTranslation } from '@soat/shared/i18n';
import { Route, Routes } from '@soat/shared/router';
import { NotFound } from '../../components/not-found';
import { DEMO_PATHS } from '../../lib/demo-paths';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import { CourseList } from './course-list';
import { CoursePage } from './course-page';

/** `demo/apps/academy[/:courseId]`: the courses by category, and a course walked step by step. */
export function AcademyPage() {
  const { t } = useTranslation(DEMO_NAMESPACE);
  useDocumentTitle(t('documentTitle', { page: t('apps.academy') }));
  return (
    <Routes>
      <Route index element={<CourseList />} />
      <Route path=":courseId" element={<CoursePage />} />
      <Route path="*" element={<NotFound backTo={DEMO_PATHS.academy} backLabel={t('academy.backToCourses')} />} />
    </Routes>
  );
}
