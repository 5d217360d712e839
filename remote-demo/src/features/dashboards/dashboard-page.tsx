import { useDocumentTitle, useTranslation } from '@soat/shared/i18n';
import { useParams } from '@soat/shared/router';
import { Heading, Stack } from '@soat/shared/ui';
import { LoadState } from '../../components/load-state';
import { NotFound } from '../../components/not-found';
import { DASHBOARD_NAMES, dashboardPath, type DashboardName } from '../../lib/demo-paths';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import { useDemoData } from '../../lib/use-demo-data';
import { getDashboard, type DashboardData } from './api/dashboards-api';
import { AnalyticsDashboard } from './analytics-dashboard';
import { CryptoDashboard } from './crypto-dashboard';
import { FinanceDashboard } from './finance-dashboard';
import { ProjectDashboard } from './project-dashboard';

const isDashboard = (name: string | undefined): name is DashboardName =>
  DASHBOARD_NAMES.includes(name as DashboardName);

/**
 * `demo/dashboards/:name`: the project, analytics, finance and crypto dashboards of the mock API's
 * data as charts (visx, in this chunk only) and tables.
 */
export function DashboardPage() {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const { name } = useParams();
  const title = isDashboard(name) ? t(`dashboards.${name}`) : t('common.notFound.title');
  useDocumentTitle(t('documentTitle', { page: title }));
  if (!isDashboard(name)) return <NotFound backTo={dashboardPath('project')} backLabel={t('dashboards.project')} />;
  return <Dashboard key={name} name={name} title={title} />;
}

function Dashboard({ name, title }: { name: DashboardName; title: string }) {
  const { state, reload } = useDemoData(name, () => getDashboard(name));
  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">
        {title}
      </Heading>
      {state.status === 'loaded' ? (
        <DashboardView name={name} data={state.data} />
      ) : (
        <LoadState state={state} onRetry={reload} />
      )}
    </Stack>
  );
}

function DashboardView({ name, data }: { name: DashboardName; data: DashboardData[DashboardName] }) {
  switch (name) {
    case 'project':
      return <ProjectDashboard data={data as DashboardData['project']} />;
    case 'analytics':
      return <AnalyticsDashboard data={data as DashboardData['analytics']} />;
    case 'finance':
      return <FinanceDashboard data={data as DashboardData['finance']} />;
    case 'crypto':
      return <CryptoDashboard data={data as DashboardData['crypto']} />;
  }
}
