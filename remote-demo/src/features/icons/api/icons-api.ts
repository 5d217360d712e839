// The icons pages' calls to the demo's mock API (api/ui/icons/<set>).
import { demoApi } from '../../../lib/demo-client';
import { ICON_SET_PATHS, type IconSet } from '../../../mock-api/seed/icons';

export { ICON_SET_PATHS, type IconSet };

export const getIconSet = (set: string) => demoApi.get<IconSet>(`api/ui/icons/${set}`);
