import { count, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge } from 'prom-client';
import { todayInColombia } from '@soat/shared/rules/validity';
import { invoiceSeries } from '../../../config/index.js';
import { electronicDocuments } from '../../../db/schema.js';
import { numbersLeft } from '../../../repositories/document-series.js';

/**
 * The electronic documents' metrics (ADR 041) on the app's registry: what the DIAN answered, the documents
 * waiting or rejected, the range's numbers and days left, and the configured limits the alerts compare with.
 * Answers the counter the invoices' queue counts answers with.
 */
export function invoiceMetrics(app: FastifyInstance) {
  const { invoicing } = app.config;
  const documents = new Counter({
    name: 'soat_electronic_documents_total',
    help: 'Electronic documents the DIAN answered, by kind (factura, nota-credito) and outcome (accepted, rejected).',
    labelNames: ['kind', 'outcome'] as const,
    registers: [app.metrics.registry],
  });
  for (const kind of ['factura', 'nota-credito'])
    for (const outcome of ['accepted', 'rejected']) documents.inc({ kind, outcome }, 0);
  const range = invoiceSeries(invoicing);
  new Gauge({
    name: 'soat_invoice_numbers_left',
    help: 'Numbers left in the authorised invoice range.',
    registers: [app.metrics.registry],
    async collect() {
      this.set(await app.metrics.scrapeRead(() => numbersLeft(app.db, range)));
    },
  });
  new Gauge({
    name: 'soat_invoice_range_days_left',
    help: "Days until the authorised range's resolution ends.",
    registers: [app.metrics.registry],
    collect() {
      const today = Date.parse(`${todayInColombia(new Date())}T00:00:00Z`);
      this.set(Math.round((Date.parse(`${invoicing.range.validTo}T00:00:00Z`) - today) / 86_400_000));
    },
  });
  new Gauge({
    name: 'soat_electronic_documents',
    help: 'Electronic documents waiting for the DIAN (pendiente) or rejected by it until an operator resends them (rechazada).',
    labelNames: ['state'] as const,
    registers: [app.metrics.registry],
    async collect() {
      const rows = await app.metrics.scrapeRead(() =>
        app.db
          .select({ state: electronicDocuments.status, count: count() })
          .from(electronicDocuments)
          .where(ne(electronicDocuments.status, 'aceptada'))
          .groupBy(electronicDocuments.status),
      );
      for (const state of ['pendiente', 'rechazada'] as const) {
        this.set({ state }, rows.find((row) => row.state === state)?.count ?? 0);
      }
    },
  });
  // the thresholds the alerts compare with, as configured (deploy/prometheus/alerts.yml)
  new Gauge({
    name: 'soat_invoice_limits',
    help: 'The configured limits: contingency_seconds, warning_numbers_left, warning_days_left.',
    labelNames: ['limit'] as const,
    registers: [app.metrics.registry],
    collect() {
      this.set({ limit: 'contingency_seconds' }, invoicing.contingencyHours * 3600);
      this.set({ limit: 'warning_numbers_left' }, invoicing.rangeWarning.numbersLeft);
      this.set({ limit: 'warning_days_left' }, invoicing.rangeWarning.daysLeft);
    },
  });

  return { documents };
}
