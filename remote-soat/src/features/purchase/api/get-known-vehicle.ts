import { http } from '@soat/shared/http';
import type { VehicleData } from '@soat/shared/rules/tariff';

/** What the portal already knows of a plate (its last purchase here), never its holder. */
export interface KnownVehicle {
  placa: string;
  vehiculo: VehicleData | null;
  polizaVigenteHasta: string | null;
}

export function getKnownVehicle(plate: string): Promise<KnownVehicle> {
  return http().get(`soat/api/v1/vehiculos/${encodeURIComponent(plate)}`).json<KnownVehicle>();
}
