import { apiUrl, http, type ApiResponse } from '@soat/shared/http';

const VEHICLE = '/soat/api/v1/vehiculos/{placa}';

/** What the portal already knows of a plate (its last purchase here), never its holder. */
export type KnownVehicle = ApiResponse<typeof VEHICLE, 'get'>;

export function getKnownVehicle(plate: string): Promise<KnownVehicle> {
  return http()
    .get(apiUrl(VEHICLE).replace('{placa}', encodeURIComponent(plate)))
    .json<KnownVehicle>();
}
