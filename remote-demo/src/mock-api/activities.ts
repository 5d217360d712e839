// api/pages/activities: the activities page's feed.
import { http, type HttpHandler } from 'msw';
import { apiPath, type MockContext } from './lib/context';
import { ok } from './lib/http';

export function activitiesHandlers({ store }: MockContext): HttpHandler[] {
  return [http.get(apiPath('pages/activities'), () => ok(store.activities))];
}
