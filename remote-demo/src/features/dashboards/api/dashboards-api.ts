// The dashboards' calls to the demo's mock API (api/dashboards/<name>).
import { demoApi } from '../../../lib/demo-client';
import type { DashboardName } from '../../../lib/demo-paths';
import type { seedAnalytics, seedCrypto } from '../../../mock-api/seed/dashboards';
import type { seedFinance, seedProject } from '../../../mock-api/seed/dashboards-work';

export type ProjectData = ReturnType<typeof seedProject>;
export type AnalyticsData = ReturnType<typeof seedAnalytics>;
export type FinanceData = ReturnType<typeof seedFinance>;
export type CryptoData = ReturnType<typeof seedCrypto>;

export interface DashboardData {
  project: ProjectData;
  analytics: AnalyticsData;
  finance: FinanceData;
  crypto: CryptoData;
}

/** One dashboard's data, as the template's server answers it. */
export const getDashboard = <Name extends DashboardName>(name: Name) =>
  demoApi.get<DashboardData[Name]>(`api/dashboards/${name}`);
