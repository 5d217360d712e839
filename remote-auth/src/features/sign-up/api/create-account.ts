import { apiUrl, http, type ApiRequest } from '@soat/shared/http';

const ACCOUNTS = '/seguridad/api/v1/usuarios';

/** The sign-up payload of the security service, as its OpenAPI document describes it. */
export type NewAccount = ApiRequest<typeof ACCOUNTS, 'post'>;

export async function createAccount(account: NewAccount): Promise<void> {
  await http().post(apiUrl(ACCOUNTS), { json: account });
}
