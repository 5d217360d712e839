// api/ui/icons/<set>: each icon set's namespace, name, grid and list.
import { http, type HttpHandler } from 'msw';
import { apiPath, type MockContext } from './lib/context';
import { ok } from './lib/http';
import { ICON_SET_PATHS } from './seed/icons';

export function iconsHandlers({ store }: MockContext): HttpHandler[] {
  return ICON_SET_PATHS.map((set) => http.get(apiPath(`ui/icons/${set}`), () => ok(store.icons[set])));
}
