import { apiUrl, http, type ApiRequest, type ApiResponse } from '@soat/shared/http';

const VEHICLE_LOOKUP = '/soat/api/v1/vehiculos/consultas';

/** The plate and, without a session, the document of the holder of an earlier purchase (in the body, never the URL). */
export type KnownVehicleRequest = ApiRequest<typeof VEHICLE_LOOKUP, 'post'>;
/**
 * What the portal knows of a plate for that holder or the signed-in account that bought it (their last
 * purchase here), never the holder; nothing for the plate alone (ADR 010).
 */
export type KnownVehicle = ApiResponse<typeof VEHICLE_LOOKUP, 'post'>;

export function getKnownVehicle(request: KnownVehicleRequest): Promise<KnownVehicle> {
  return http().post(apiUrl(VEHICLE_LOOKUP), { json: request }).json<KnownVehicle>();
}
