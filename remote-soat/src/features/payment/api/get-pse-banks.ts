import { apiUrl, http, type ApiResponse } from '@soat/shared/http';

const BANKS = '/soat/api/v1/pagos/bancos-pse';

export type PseBank = ApiResponse<typeof BANKS, 'get'>['bancos'][number];

/** The banks PSE can debit, as the payment gateway lists them. */
export async function getPseBanks(): Promise<PseBank[]> {
  const { bancos } = await http().get(apiUrl(BANKS)).json<ApiResponse<typeof BANKS, 'get'>>();
  return bancos;
}
