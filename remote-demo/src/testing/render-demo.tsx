// Renders the demo as the host would, at a path, on a fresh copy of the mock API's seed.
import { configure } from '@testing-library/react';
import { setUpRemotePage, renderPage } from '@soat/shared/testing';
import es from '../../public/assets/i18n/es.json';
import { DemoRouteTable } from '../app/demo-route-table';
import { demoApi, resetDemoApi } from '../lib/demo-client';
import { DEMO_NAMESPACE } from '../lib/namespace';

/**
 * Call in `beforeAll`: the demo's Spanish texts, and the seed generated once (each test's
 * mock API then starts from a copy of it, at once).
 */
export async function setUpDemo(): Promise<void> {
  // the mock API answers within the page, but two cores are shared by several test runs
  configure({ asyncUtilTimeout: 5000 });
  await setUpRemotePage(DEMO_NAMESPACE, es);
  await demoApi.get('api/common/user');
}

export function renderDemo(at: string) {
  resetDemoApi();
  return renderPage(<DemoRouteTable />, { at });
}
