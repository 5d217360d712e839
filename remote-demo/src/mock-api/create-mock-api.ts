// The demo's whole mock API: MSW request handlers over
// one in-memory store, resolved in the remote's own HTTP client with `getResponse`. There is no
// service worker, so the portal's real calls (/seguridad/…, /soat/…, /api/calificaciones…) never
// reach these handlers.
import { getResponse, HttpResponse, type HttpHandler } from 'msw';
import { academyHandlers } from './academy';
import { activitiesHandlers } from './activities';
import { authHandlers } from './auth';
import { chatHandlers } from './chat';
import { commonHandlers } from './common';
import { contactsHandlers } from './contacts';
import { dashboardsHandlers } from './dashboards';
import { fileManagerHandlers } from './file-manager';
import { helpCenterHandlers } from './help-center';
import { iconsHandlers } from './icons';
import { inventoryHandlers } from './inventory';
import { mailboxHandlers } from './mailbox';
import { notesHandlers } from './notes';
import { scrumboardHandlers } from './scrumboard';
import { tasksHandlers } from './tasks';
import { type MockContext } from './lib/context';
import { createWait } from './lib/delays';
import { createStore, type DemoStore } from './store';

export interface MockApiOptions {
  /** Apply the stated reply delays (auth, products, mailbox); default true. */
  delays?: boolean;
}

export interface MockApi {
  handlers: HttpHandler[];
  /** Answers a request as the template's server would: 404 `NOT FOUND` when no handler matches. */
  fetch: (request: Request) => Promise<Response>;
  /** The data behind the handlers (for tests and the demo's own inspection). */
  store: DemoStore;
}

const APP_MODULES: ((context: MockContext) => HttpHandler[])[] = [
  contactsHandlers,
  inventoryHandlers,
  fileManagerHandlers,
  helpCenterHandlers,
  mailboxHandlers,
  notesHandlers,
  scrumboardHandlers,
  tasksHandlers,
  authHandlers,
  commonHandlers,
  academyHandlers,
  chatHandlers,
  dashboardsHandlers,
  activitiesHandlers,
  iconsHandlers,
];

export function createMockApi({ delays = true }: MockApiOptions = {}): MockApi {
  const context: MockContext = { store: createStore(), wait: createWait(delays) };
  const handlers = APP_MODULES.flatMap((module) => module(context));
  return {
    handlers,
    store: context.store,
    async fetch(request) {
      try {
        return (await getResponse(handlers, request)) ?? HttpResponse.json('NOT FOUND', { status: 404 });
      } catch (error) {
        // a fault in a handler answers like a server error, never throws into the page
        console.error(error);
        return HttpResponse.json('Internal Server Error', { status: 500 });
      }
    },
  };
}
