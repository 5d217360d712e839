import type { TFunction } from 'i18next';
import { ruleResolver, type FormCheck, type Refusal } from '@soat/shared/form-fields';
import { checkPlate } from '@soat/shared/rules/plate';
import { todayInColombia } from '@soat/shared/rules/validity';
import {
  checkVehicle,
  checkVehiclePlate,
  isVehicleClass,
  isVehicleService,
  type VehicleData,
  type VehicleField,
} from '@soat/shared/rules/vehicle';

/** The plate and vehicle as the form holds them: text, as typed. */
export interface VehicleFormValues {
  placa: string;
  vehiculo: Record<VehicleField, string>;
}

export const EMPTY_VEHICLE: VehicleFormValues = {
  placa: '',
  vehiculo: { clase: '', servicio: '', cilindraje: '', modelo: '', pasajeros: '', toneladas: '' },
};

/** What the form gives once valid: the plate as stored and the vehicle data the tariff needs. */
export interface VehicleValues {
  placa: string;
  vehiculo: VehicleData;
}

/** Numbers as people type them: "1.600" c.c. is 1600, "3,5" tonnes is 3.5. */
function asTyped(vehicle: VehicleFormValues['vehiculo']): Partial<Record<VehicleField, unknown>> {
  const whole = (value: string) => value.replace(/[\s.]/g, '');
  return {
    clase: vehicle.clase,
    servicio: vehicle.servicio,
    cilindraje: whole(vehicle.cilindraje),
    modelo: whole(vehicle.modelo),
    pasajeros: whole(vehicle.pasajeros),
    toneladas: vehicle.toneladas.trim().replace(',', '.'),
  };
}

/** The plate against the formats of the class (a motorcycle's or a car's), or any format before a class is chosen. */
function plateCheck({ placa, vehiculo: { clase, servicio } }: VehicleFormValues) {
  return isVehicleClass(clase) && isVehicleService(servicio)
    ? checkVehiclePlate(placa, clase, servicio)
    : checkPlate(placa);
}

/**
 * The first step's form: the shared tariff rule decides which fields the class
 * needs, the plate's format and the limits (the same messages the API sends).
 * The model year is checked against today's year, as the quote does. Checked
 * without zod (`ruleResolver`): the page's first screen loads no schema library
 * (docs/decisions/048-lighter-pages.md).
 */
export function checkVehicleForm(values: VehicleFormValues): FormCheck<VehicleValues> {
  const plate = plateCheck(values);
  const vehicle = checkVehicle(asTyped(values.vehiculo), todayInColombia());
  if (plate.ok && vehicle.ok) return { ok: true, values: { placa: plate.value, vehiculo: vehicle.vehicle } };
  const refusals: { field: string; refusal: Refusal }[] = [];
  if (!plate.ok) refusals.push({ field: 'placa', refusal: plate });
  if (!vehicle.ok) {
    for (const error of vehicle.errors) refusals.push({ field: `vehiculo.${error.field}`, refusal: error });
  }
  return { ok: false, refusals };
}

/** The first step's resolver: its refusals in the page's language. */
export const vehicleResolver = (t: TFunction) => ruleResolver(t, checkVehicleForm);

/** The vehicle data as the form shows it (from a quote or from what the portal knows of the plate). */
export function vehicleFormValues(plate: string, vehicle: VehicleData): VehicleFormValues {
  const text = (value: number | undefined) => (value === undefined ? '' : String(value));
  return {
    placa: plate,
    vehiculo: {
      clase: vehicle.clase,
      servicio: vehicle.servicio,
      cilindraje: text(vehicle.cilindraje),
      modelo: text(vehicle.modelo),
      pasajeros: text(vehicle.pasajeros),
      toneladas: text(vehicle.toneladas).replace('.', ','),
    },
  };
}
