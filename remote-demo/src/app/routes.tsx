import { registerDemoTexts } from '../lib/namespace';
import { DemoRouteTable } from './demo-route-table';

registerDemoTexts();

/**
 * Nothing is written to HTML at build time: every demo page shows data the mock API
 * makes in the browser, so the host frames the section and the page loads.
 */
export const prerenderedPages: string[] = [];

/**
 * `remote_demo/routes`: the template's demo apps under `demo/`, in the demo's shell.
 * Mounted by the host under a route whose base is `/`, only when the runtime
 * configuration enables the demo (and by the standalone shell the same way).
 */
export default function DemoRoutes() {
  return <DemoRouteTable />;
}
