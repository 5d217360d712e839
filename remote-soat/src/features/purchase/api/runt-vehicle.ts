import { apiUrl, http, type ApiRequest, type ApiResponse } from '@soat/shared/http';

const RUNT_VEHICLE = '/soat/api/v1/vehiculos/runt';

/** The plate and the owner's document (in the body, never the URL). */
export type RuntVehicleRequest = ApiRequest<typeof RUNT_VEHICLE, 'post'>;
/**
 * The vehicle as the RUNT registers it, for its owner, with the signed reading the quote and the purchase
 * send back; or what to do when the RUNT does not know it or does not answer (never an error: ADR 031).
 */
export type RuntVehicle = ApiResponse<typeof RUNT_VEHICLE, 'post'>;

export function lookUpRuntVehicle(request: RuntVehicleRequest): Promise<RuntVehicle> {
  return http().post(apiUrl(RUNT_VEHICLE), { json: request }).json<RuntVehicle>();
}
