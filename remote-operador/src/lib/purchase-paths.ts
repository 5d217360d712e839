import { PATHS } from '@soat/shared/router';

/** Find. */
export const FIND_PATH = `${PATHS.operador}/buscar`;

/** Where a purchase's timeline is. */
export const purchasePath = (id: string) => `${PATHS.operador}/compras/${encodeURIComponent(id)}`;
