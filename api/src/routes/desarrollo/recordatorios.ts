import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { checkPlate } from '@soat/shared/rules/plate';
import { VALIDITY_MESSAGES, isCalendarDate } from '@soat/shared/rules/validity';
import type { FieldError } from '../../lib/http-error.js';
import { badRequest } from '../../lib/http-error.js';
import { routeRateLimit } from '../../lib/route-rate-limit.js';
import { ErrorResponse } from '../../schemas/common.js';
import { CalendarDay } from '../../schemas/soat.js';

/**
 * Only with DEV_OUTBOX (app.ts), beside the outbox: runs the renewal reminders' pass for one plate as if
 * today were another day, so a person or an end-to-end test sees the reminder of a policy bought today
 * (which ends in a year) without waiting for it.
 */
const reminderPassRoute: FastifyPluginAsyncTypebox = async (app) => {
  const rateLimit = routeRateLimit(app, 'reminder-pass', app.config.rateLimits.outbox);

  app.post('/desarrollo/recordatorios', {
    onRequest: rateLimit,
    schema: {
      tags: ['desarrollo'],
      summary: 'Correr los recordatorios de renovación de una placa en otro día',
      description:
        'Solo en desarrollo (DEV_OUTBOX). Escribe y envía los recordatorios que la placa tendría ese día (30, 7 o 1 día antes del fin de su póliza).',
      body: Type.Object(
        { placa: Type.String({ minLength: 1, maxLength: 12 }), hoy: CalendarDay('El día en que se corre') },
        { additionalProperties: false },
      ),
      response: { 200: Type.Object({ escritos: Type.Integer() }), 400: ErrorResponse, 429: ErrorResponse },
    },
    handler: async (request) => {
      const plate = checkPlate(request.body.placa);
      const errors: FieldError[] = [];
      if (!plate.ok) errors.push({ campo: 'placa', mensaje: plate.message });
      // a day that is not one (`x`, 2027-02-30) would reach the database's date arithmetic: refused here
      if (!isCalendarDate(request.body.hoy))
        errors.push({ campo: 'hoy', mensaje: VALIDITY_MESSAGES['validity.format'] });
      if (!plate.ok || errors.length > 0) throw badRequest(errors);
      return { escritos: await app.renewalReminders.runOnce(request.body.hoy, plate.value) };
    },
  });
};

export default reminderPassRoute;
