// A vehicle's class and service as Spanish writes them, accents included: what the API prints (the
// certificate). The front ends say the same words from their translation files (common.vehicleClasses).
import type { VehicleClass, VehicleService } from '@soat/shared/rules/vehicle';

export const VEHICLE_CLASS_NAMES: Record<VehicleClass, string> = {
  ciclomotor: 'Ciclomotor',
  motocicleta: 'Motocicleta',
  motocarro: 'Motocarro, tricimoto o cuadriciclo',
  automovil: 'Automóvil',
  campero: 'Campero',
  camioneta: 'Camioneta',
  microbus: 'Microbús',
  bus: 'Bus',
  buseta: 'Buseta',
  carga: 'Vehículo de carga o mixto',
};

export const VEHICLE_SERVICE_NAMES: Record<VehicleService, string> = {
  particular: 'Particular',
  publico: 'Público urbano',
  intermunicipal: 'Público intermunicipal',
  oficial: 'Oficial o especial',
};
