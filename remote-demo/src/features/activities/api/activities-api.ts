// The activities page's call to the demo's mock API (api/pages/activities).
import { demoApi } from '../../../lib/demo-client';

/** One entry of the feed, as the template's data gives it. */
export interface Activity {
  id: string;
  icon: string | null;
  image: string | null;
  description: string;
  date: string;
  extraContent: string | null;
  linkedContent: string | null;
  link: string | null;
  useRouter: boolean;
}

export const getActivities = () => demoApi.get<Activity[]>('api/pages/activities');
