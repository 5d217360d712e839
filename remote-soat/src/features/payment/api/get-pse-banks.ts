import { http } from '@soat/shared/http';

export interface PseBank {
  codigo: string;
  nombre: string;
}

/** The banks PSE can debit, as the payment gateway lists them. */
export async function getPseBanks(): Promise<PseBank[]> {
  const { bancos } = await http().get('soat/api/v1/pagos/bancos-pse').json<{ bancos: PseBank[] }>();
  return bancos;
}
