import type { VehicleClass, VehicleService } from '@soat/shared/rules/vehicle';

// What a RUNT reader answers (docs/soat-rules.md: the field names of a reader of the RUNT's vehicle and
// SOAT records), and how the portal's words map to the RUNT's. The sandbox answers in this shape and
// the adapter reads it: nothing else in the API sees the RUNT's words.

/** A SOAT policy as the RUNT lists it: dates as dd/mm/aaaa, the tariff code as `tipoTarifa`. */
export interface RuntSoat {
  noPoliza: string;
  fechaExpedicion: string;
  /** First day of the validity. */
  fechaVigencia: string;
  /** Last day of the validity. */
  fechaVencimiento: string;
  entidadExpideSoat: string;
  estado: 'VIGENTE' | 'NO VIGENTE';
  tipoTarifa: string;
}

/** `GET /vehiculos?placa=&tipoDocumento=&numeroDocumento=` → 200 `{ data }`. Numbers come as text, as the RUNT gives them. */
export interface RuntVehicleAnswer {
  data: {
    placa: string;
    informacionGeneralVehiculo: {
      estadoDelVehiculo: 'ACTIVO' | 'INACTIVO';
      clase: string;
      servicio: string;
      /** Only for public passenger service: URBANO or INTERMUNICIPAL. */
      modalidadServicio: string | null;
      marca: string;
      linea: string;
      modelo: string;
      color: string;
      cilindraje: string | null;
      pasajerosSentados: string | null;
      /** Load capacity in kilograms. */
      capacidadCarga: string | null;
      /** Gross weight in kilograms. */
      pesoBruto: string;
    };
    /** The owner whose document was given (the RUNT answers only to the owner's document). */
    propietario: { tipoDocumento: string; nombres: string; apellidos: string };
    soat: RuntSoat[];
  };
}

/** `POST /polizas`: a policy an insurer reports. */
export interface RuntPolicyReport {
  noPoliza: string;
  placa: string;
  fechaExpedicion: string;
  fechaVigencia: string;
  fechaVencimiento: string;
  entidadExpideSoat: string;
  tipoTarifa: string;
  tomador: { tipoDocumento: string; numeroDocumento: string };
}

/** 201 (or 200 when the same policy was reported before): the RUNT's receipt. */
export interface RuntReportReceipt {
  data: { radicado: string; noPoliza: string; fechaRegistro: string };
}

/** 4xx/5xx: `{ error: { codigo, mensaje } }`. */
export interface RuntErrorAnswer {
  error: { codigo: RuntErrorCode; mensaje: string };
}

export type RuntErrorCode =
  | 'VEHICULO_NO_ENCONTRADO'
  | 'DOCUMENTO_NO_COINCIDE'
  | 'SOLICITUD_INVALIDA'
  | 'NO_AUTORIZADO'
  | 'SERVICIO_NO_DISPONIBLE';

/** The RUNT's class of each class of the tariff table. A truck is CAMION; TRACTOCAMION and VOLQUETA are cargo too. */
export const RUNT_CLASSES: Record<VehicleClass, string> = {
  ciclomotor: 'CICLOMOTOR',
  motocicleta: 'MOTOCICLETA',
  motocarro: 'MOTOCARRO',
  automovil: 'AUTOMOVIL',
  campero: 'CAMPERO',
  camioneta: 'CAMIONETA',
  microbus: 'MICROBUS',
  bus: 'BUS',
  buseta: 'BUSETA',
  carga: 'CAMION',
};
const MORE_CARGO_CLASSES = ['TRACTOCAMION', 'VOLQUETA'];

/** The tariff's class of a RUNT class; null for one the tariff table does not name (a trailer, say). */
export function classOfRunt(runtClass: string): VehicleClass | null {
  const word = runtClass.trim().toUpperCase();
  if (MORE_CARGO_CLASSES.includes(word)) return 'carga';
  const found = Object.entries(RUNT_CLASSES).find(([, runt]) => runt === word);
  return found ? (found[0] as VehicleClass) : null;
}

/** The RUNT's service and modality of each service of the tariff table (a diplomatic vehicle is OFICIAL too). */
export const RUNT_SERVICES: Record<VehicleService, { servicio: string; modalidadServicio: string | null }> = {
  particular: { servicio: 'PARTICULAR', modalidadServicio: null },
  publico: { servicio: 'PUBLICO', modalidadServicio: 'URBANO' },
  intermunicipal: { servicio: 'PUBLICO', modalidadServicio: 'INTERMUNICIPAL' },
  oficial: { servicio: 'OFICIAL', modalidadServicio: null },
};

/** The tariff's service of a RUNT service and modality; null for one it does not name. */
export function serviceOfRunt(service: string, modality: string | null): VehicleService | null {
  const word = service.trim().toUpperCase();
  if (word === 'PARTICULAR') return 'particular';
  if (word === 'OFICIAL' || word === 'DIPLOMATICO') return 'oficial';
  if (word === 'PUBLICO') return modality?.trim().toUpperCase() === 'INTERMUNICIPAL' ? 'intermunicipal' : 'publico';
  return null;
}

/** `2026-03-15` → `15/03/2026`. */
export const toRuntDate = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** `15/03/2026` → `2026-03-15`; null for anything else. */
export function fromRuntDate(text: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  return match ? `${match[3]}-${match[2]}-${match[1]}` : null;
}
