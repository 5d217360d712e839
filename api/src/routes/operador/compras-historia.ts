import type { FoundPurchaseRecord, PurchaseStory } from '../../repositories/operator-purchases.js';
import type { FoundPurchaseResponse, TimelineEventResponse } from '../../schemas/operador-compras.js';
import { maskDocument, maskEmail, maskMobile } from '../../domain/purchase-views.js';

// A purchase as the back office sees it (issue 44, points 3 and 4): the holder masked, and its story told
// event by event, oldest first, each with who did it.

/** A found purchase, the holder's document, email and mobile masked. */
export function toFoundPurchase({ request, policy }: FoundPurchaseRecord): FoundPurchaseResponse {
  return {
    idSolicitudSoat: request.id,
    estado: request.status,
    placa: request.plate,
    creadaEn: request.createdAt.toISOString(),
    inicioVigencia: request.startsOn,
    finVigencia: request.endsOn,
    total: request.total,
    tomador: {
      tipoDocumento: request.holderDocumentType,
      numeroDocumento: maskDocument(request.holderDocumentNumber),
      nombres: request.holderFirstNames,
      apellidos: request.holderLastNames,
      correoElectronico: maskEmail(request.holderEmail),
      celular: maskMobile(request.holderMobile),
    },
    poliza: policy ? { numero: policy.number, expedidaEn: policy.issuedAt.toISOString() } : null,
  };
}

const auditDescriptions: Record<string, string> = {
  'compra.datos-vistos': 'Un operador vio los datos completos del tomador',
  'compra.certificado-reenviado': 'Un operador pidió reenviar el certificado de la póliza',
  'compra.correo-corregido': 'Un operador corrigió el correo del tomador',
  'reembolso.marcado': 'Un operador registró la devolución del dinero',
  'reporte-runt.reintentado': 'Un operador reintentó el reporte al RUNT',
  'factura.reenviada': 'Un operador reenvió la factura a la DIAN',
};

const paymentStatusWords: Record<string, string> = {
  PENDIENTE: 'pendiente',
  APROBADO: 'aprobado',
  RECHAZADO: 'rechazado',
  ERROR: 'con error',
  ANULADO: 'anulado',
};

interface Dated extends TimelineEventResponse {
  order: number;
}

/** The story of a purchase, oldest first (events at the same instant keep the order they happen in). */
export function purchaseTimeline(record: FoundPurchaseRecord, story: PurchaseStory): TimelineEventResponse[] {
  const { request, policy } = record;
  const events: Dated[] = [];
  const add = (
    type: string,
    at: Date | null | undefined,
    actor: TimelineEventResponse['actor'],
    descripcion: string,
    operador: string | null = null,
    reference: string | null = null,
  ) => {
    if (at) {
      events.push({
        tipo: type,
        en: at.toISOString(),
        actor,
        operador,
        descripcion,
        referencia: reference,
        order: events.length,
      });
    }
  };

  add('solicitud.creada', request.createdAt, 'cliente', `Solicitud de la placa ${request.plate} con su cotización`);
  for (const payment of story.payments) {
    add('pago.iniciado', payment.createdAt, 'cliente', `Pago por ${payment.method} iniciado (${payment.reference})`);
    add(
      'pago.finalizado',
      payment.finalizedAt,
      'sistema',
      `Pago ${paymentStatusWords[payment.status] ?? payment.status}${payment.message ? `: ${payment.message}` : ''}`,
    );
  }
  for (const event of story.events) {
    add(
      'pago.evento',
      event.receivedAt,
      'pasarela',
      `La pasarela informó ${event.status} (transacción ${event.transactionId})${event.verifiedAt ? '' : ', sin verificar aún'}`,
    );
  }
  if (policy) add('poliza.expedida', policy.issuedAt, 'sistema', `Póliza ${policy.number} expedida`);
  for (const report of story.reports) {
    add('reporte-runt.creado', report.createdAt, 'sistema', 'Reporte de la póliza al RUNT en cola', null, report.id);
    if (report.reportedAt) {
      add(
        'reporte-runt.reportado',
        report.reportedAt,
        'sistema',
        'El RUNT recibió el reporte de la póliza',
        null,
        report.id,
      );
    } else if (report.status === 'fallida') {
      add(
        'reporte-runt.fallido',
        report.runAfter,
        'sistema',
        `El reporte al RUNT falló tras ${report.attempts} intentos${report.lastError ? `: ${report.lastError}` : ''}`,
        null,
        report.id,
      );
    }
  }
  for (const document of story.documents) {
    const name = document.kind === 'factura' ? 'Factura electrónica' : 'Nota crédito';
    const number = document.prefix ? ` ${document.prefix}${document.number}` : '';
    add('documento.creado', document.createdAt, 'sistema', `${name}${number} en cola para la DIAN`, null, document.id);
    if (document.acceptedAt)
      add(
        'documento.aceptado',
        document.acceptedAt,
        'sistema',
        `${name}${number} aceptada por la DIAN`,
        null,
        document.id,
      );
    else if (document.status === 'rechazada') {
      add(
        'documento.rechazado',
        document.runAfter,
        'sistema',
        `${name}${number} rechazada por la DIAN`,
        null,
        document.id,
      );
    }
  }
  for (const email of story.emails) {
    add('correo.enviado', email.createdAt, 'sistema', `Correo a ${maskEmail(email.recipient)}: «${email.subject}»`);
  }
  for (const job of story.queued) {
    add('correo.en-cola', job.createdAt, 'sistema', `Correo de ${job.kind} en cola`);
  }
  for (const { refund, task } of story.refunds) {
    add('reembolso.creado', refund.createdAt, 'sistema', `Reembolso en curso (${refund.reason})`);
    if (task) add('tarea.creada', task.createdAt, 'sistema', `Tarea para un operador: ${task.reason}`);
    add('reembolso.hecho', refund.refundedAt, 'sistema', 'El dinero fue devuelto');
  }
  for (const claim of story.claims) {
    add('reclamo.pedido', claim.createdAt, 'cliente', 'El cliente pidió asociar la compra a su cuenta');
    add('reclamo.usado', claim.usedAt, 'cliente', 'El cliente asoció la compra a su cuenta');
  }
  for (const { rating } of story.rated) {
    add('calificacion.enviada', rating.createdAt, 'cliente', `Calificación de ${rating.stars} estrellas`);
  }
  for (const entry of story.audit) {
    const what = auditDescriptions[entry.action] ?? `Acción de operador: ${entry.action}`;
    add(
      `operador.${entry.action}`,
      entry.createdAt,
      'operador',
      entry.reason ? `${what}. Motivo: ${entry.reason}` : what,
      entry.operatorEmail,
    );
  }
  return events
    .sort((a, b) => a.en.localeCompare(b.en) || a.order - b.order)
    .map(({ order: _order, ...event }) => event);
}
