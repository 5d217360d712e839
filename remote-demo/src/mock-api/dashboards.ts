// api/dashboards/{analytics,crypto,finance,project}: each dashboard's data.
import { http, type HttpHandler } from 'msw';
import { apiPath, type MockContext } from './lib/context';
import { ok } from './lib/http';

export const DASHBOARDS = ['analytics', 'crypto', 'finance', 'project'] as const;

export function dashboardsHandlers({ store }: MockContext): HttpHandler[] {
  return DASHBOARDS.map((name) => http.get(apiPath(`dashboards/${name}`), () => ok(store.dashboards[name])));
}
