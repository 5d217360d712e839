-- What Prometheus's scrape counts and dates (plugins/app/platform/metrics.ts, invoicing/invoice-metrics.ts), every
-- instance at every scrape: the email jobs given up, the RUNT reports not acknowledged and the electronic
-- documents not accepted are a handful among years of done ones, and without these indexes each count read its
-- whole table (at 2,000,000 policies, scans of millions of rows that held the API up every scrape; ADR 027).
CREATE INDEX "documentos_electronicos_sin_aceptar_idx" ON "documentos_electronicos" USING btree ("estado") WHERE estado <> 'aceptada';--> statement-breakpoint
CREATE INDEX "email_jobs_abandoned_idx" ON "email_jobs" USING btree ("abandoned_at") WHERE abandoned_at is not null;--> statement-breakpoint
CREATE INDEX "reportes_runt_sin_reportar_idx" ON "reportes_runt" USING btree ("estado","creado_en") WHERE estado <> 'reportada';