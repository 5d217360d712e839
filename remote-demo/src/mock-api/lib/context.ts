// What every app module's handlers work on: the one in-memory store and the delay function.
import { type DemoStore } from '../store';
import { type Wait } from './delays';

export interface MockContext {
  store: DemoStore;
  wait: Wait;
}

/** A handler path: any origin and base path, then the template's `api/…` path. */
export function apiPath(path: string): string {
  return `*/api/${path}`;
}
