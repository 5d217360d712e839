// The demo's signed-in user and the one credential pair the demo sign-in accepts.
import { personPicture } from './pictures';
export interface DemoUser {
  id: string;
  name: string;
  email: string;
  avatar: string | null;
  status: string;
}

export const DEMO_CREDENTIALS = { email: 'hughes.brian@company.com', password: 'admin' } as const;

export function seedUser(): DemoUser {
  return {
    id: 'cfaad35d-07a3-4447-a6c3-d8c3d54fd5df',
    name: 'Brian Hughes',
    email: DEMO_CREDENTIALS.email,
    avatar: personPicture('Brian Hughes'),
    status: 'online',
  };
}
