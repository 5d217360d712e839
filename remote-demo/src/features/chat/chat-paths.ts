import { DEMO_PATHS } from '../../lib/demo-paths';

/** A conversation of the chat. */
export const chatPath = (id: string) => `${DEMO_PATHS.chat}/${encodeURIComponent(id)}`;

const dateTime = new Intl.DateTimeFormat('es-CO', { dateStyle: 'short', timeStyle: 'short' });

/** A message's date and time: 14/6/26, 6:10 p. m. */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
