import { useDocumentTitle, useTranslation } from '@soat/shared/i18n';
import { useParams } from '@soat/shared/router';
import { Heading } from '@soat/shared/ui';
import { NotFound } from '../../components/not-found';
import { DASHBOARD_NAMES, dashboardPath, type DashboardName } from '../../lib/demo-paths';
import { DEMO_NAMESPACE } from '../../lib/namespace';

const isDashboard = (name: string | undefined): name is DashboardName =>
  DASHBOARD_NAMES.includes(name as DashboardName);

/** `demo/dashboards/:name`: not built yet (issue 12). */
export function DashboardPage() {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const { name } = useParams();
  const title = isDashboard(name) ? t(`dashboards.${name}`) : t('common.notFound.title');
  useDocumentTitle(t('documentTitle', { page: title }));
  if (!isDashboard(name)) return <NotFound backTo={dashboardPath('project')} backLabel={t('dashboards.project')} />;
  return (
    <Heading as="h1" size="lg">
      {title}
    </Heading>
  );
}
