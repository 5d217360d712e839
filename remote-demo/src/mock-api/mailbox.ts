// api/apps/mailbox: settings, folders with counts, filters, labels with
// unique slugs, mails paged newest first (10 a page, 625 ms), one mail, and its partial update.
import { http, type HttpHandler } from 'msw';
import { findById, mergeById, removeById, requireId, stripId, text } from './lib/collection';
import { apiPath, type MockContext } from './lib/context';
import { DELAYS } from './lib/delays';
import { BadRequest, newId, ok, queryParam, readBody, recordField, route, stringField } from './lib/http';
import { folderCountKind } from './lib/mailbox-folder-counts';
import { uniqueSlug } from './lib/slug';
import { type Mail, type MailFolder } from './seed/mailbox';
import { type DemoStore } from './store';

const path = (endpoint: string) => apiPath(`apps/mailbox/${endpoint}`);
export const MAILS_PER_PAGE = 10;

/** Sent and trash count 0, drafts and spam every mail in them, the others their unread mails. */
function folderCount(folder: MailFolder, mails: Mail[]): number {
  const kind = folderCountKind(folder.slug);
  if (kind === 'none') return 0;
  const inFolder = mails.filter((mail) => mail.folder === folder.id);
  return kind === 'total' ? inFolder.length : inFolder.filter((mail) => mail.unread).length;
}

/** The mails a folder, filter or label slug selects (none when none is given, as the template's mock). */
function selectMails(mailbox: DemoStore['mailbox'], params: URLSearchParams): Mail[] {
  const { folders, labels, mails } = mailbox;
  const folder = params.get('folder');
  const filter = params.get('filter');
  const label = params.get('label');
  if (folder) return mails.filter((mail) => mail.folder === folders.find((item) => item.slug === folder)?.id);
  if (filter) return filter === 'starred' || filter === 'important' ? mails.filter((mail) => mail[filter]) : [];
  if (label) return mails.filter((mail) => mail.labels.includes(labels.find((item) => item.slug === label)?.id ?? ''));
  return [];
}

function pageOfMails(selected: Mail[], rawPage: string | null) {
  const page = rawPage === null || rawPage === '' ? 1 : Number(rawPage);
  if (!Number.isInteger(page) || page < 1) throw new BadRequest('"page" must be a whole number from 1.');
  const sorted = [...selected].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
  const totalResults = sorted.length;
  const lastPage = Math.max(Math.ceil(totalResults / MAILS_PER_PAGE), 1);
  if (page > lastPage) return { mails: null, pagination: { lastPage } };
  const begin = (page - 1) * MAILS_PER_PAGE;
  const end = Math.min(MAILS_PER_PAGE * page, totalResults);
  return {
    mails: sorted
      .slice(begin, end)
      .map((mail) => ({ ...mail, ccCount: mail.cc?.length ?? 0, bccCount: mail.bcc?.length ?? 0 })),
    pagination: {
      totalResults,
      resultsPerPage: MAILS_PER_PAGE,
      currentPage: page,
      lastPage,
      startIndex: begin,
      endIndex: end - 1,
    },
  };
}

export function mailboxHandlers({ store, wait }: MockContext): HttpHandler[] {
  const { mailbox } = store;
  const { folders, filters, labels, mails, settings } = mailbox;
  const otherSlugs = (id: string | null) => labels.filter((label) => label.id !== id).map((label) => label.slug);

  return [
    http.get(path('settings'), () => ok(settings)),
    http.patch(
      path('settings'),
      route(async ({ request }) => {
        const changes = recordField(await readBody(request), 'settings');
        if (changes.messageLayout !== undefined) settings.messageLayout = stringField(changes, 'messageLayout');
        return ok(settings);
      }),
    ),
    http.get(path('folders'), () => ok(folders.map((folder) => ({ ...folder, count: folderCount(folder, mails) })))),
    http.get(path('filters'), () => ok(filters)),
    http.get(path('labels'), () => ok(labels)),
    http.post(
      path('label'),
      route(async ({ request }) => {
        const changes = recordField(await readBody(request), 'label');
        const title = stringField(changes, 'title');
        const label = {
          id: newId(),
          title,
          slug: uniqueSlug(title, otherSlugs(null)),
          color: typeof changes.color === 'string' ? changes.color : 'gray',
        };
        labels.push(label);
        return ok(label);
      }),
    ),
    http.patch(
      path('label'),
      route(async ({ request }) => {
        const body = await readBody(request);
        const label = mergeById(labels, stringField(body, 'id'), recordField(body, 'label'));
        if (label) label.slug = uniqueSlug(text(label.title), otherSlugs(label.id));
        return ok(label);
      }),
    ),
    http.delete(
      path('label'),
      route(({ request }) => {
        const id = requireId(queryParam(request, 'id'));
        removeById(labels, id);
        stripId(mails, 'labels', id);
        return ok(true);
      }),
    ),
    http.get(
      path('mails'),
      route(async ({ request }) => {
        const params = new URL(request.url).searchParams;
        const page = pageOfMails(selectMails(mailbox, params), params.get('page'));
        await wait(DELAYS.mailbox);
        return ok(page);
      }),
    ),
    http.get(path('mail'), ({ request }) => ok(findById(mails, queryParam(request, 'id')))),
    http.patch(
      path('mail'),
      route(async ({ request }) => {
        const body = await readBody(request);
        return ok(mergeById(mails, stringField(body, 'id'), recordField(body, 'mail')));
      }),
    ),
  ];
}
