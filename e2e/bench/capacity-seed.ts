// The capacity bench's database at a large insurer's scale (capacity.ts; issue 46, point 3): two years of
// policies with what each needs (its purchase request, its approved payment, its RUNT report, its emailed
// certificate), the purchase requests that bought nothing, and the renewal reminders already written up to
// today, all written by SQL in PostgreSQL (generate_series, one statement a table), copied from one purchase
// bought over HTTP, then vacuumed and analyzed as autovacuum keeps a production database.
//
// Shape: `policies` policies of policies ÷ 2 cars, each insured two years running (the first year's policy
// ended, the second's in force, its end spread evenly over the next 365 days: policies ÷ 730 end each day),
// and requests = 2.5 × policies purchase requests (the one of each policy, and 1.5 a policy that expired
// unpaid). Each car's holder has a document of their own. The cars' plates (`SBB000`… at 2 M) are of a
// range nextPlate() never reaches (`NBB000` on), so the bench's own purchases never meet them.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { repoRoot } from '../../scripts/lib/paths.ts';

/** The part of the API's PostgreSQL client (pg, a dependency of api/) used here. */
interface PgClient {
  connect(): Promise<void>;
  query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[]; rowCount: number | null }>;
  end(): Promise<void>;
}
interface PgModule {
  Client: new (config: { connectionString: string }) => PgClient;
}

export const pg = () => createRequire(join(repoRoot, 'api', 'package.json'))('pg') as PgModule;

/** What was seeded: counts, and how long each step took (s). */
export interface SeedFigures {
  policies: number;
  requests: number;
  plates: number;
  reminders: number;
  seconds: Record<string, number>;
}

/** The plate of car `k` (SQL over `k`): letters from the 4,000th triple on (nextPlate() uses the first ones). */
const plateSql = (k: string) => {
  const letters = `'BCDFGHJKLMNPRSTVWXYZ'`;
  const triple = `(4000 + (${k}) / 1000)`;
  const letter = (place: number) => `substr(${letters}, (${triple} / ${20 ** place}) % 20 + 1, 1)`;
  return `${letter(2)} || ${letter(1)} || ${letter(0)} || lpad(((${k}) % 1000)::text, 3, '0')`;
};
/** Car `k`'s holder's document number: 10 digits from 2,000,000,000 (the bench's own holder is 1020304050). */
const documentSql = (k: string) => `(2000000000 + (${k}))::text`;

/** The plate and holder document of car `index` (0-based), as the consults send them. */
export function seededCar(index: number) {
  const LETTERS = 'BCDFGHJKLMNPRSTVWXYZ';
  const triple = 4000 + Math.floor(index / 1000);
  const letter = (place: number) => LETTERS[Math.floor(triple / 20 ** place) % 20];
  return {
    plate: `${letter(2)}${letter(1)}${letter(0)}${String(index % 1000).padStart(3, '0')}`,
    document: String(2_000_000_000 + index),
  };
}

/**
 * Runs `work` (a bulk insert into `table`) with the table's secondary indexes and unique and exclusion
 * constraints dropped, then builds them again, as a restore does: one build of each index instead of
 * millions of insertions into it (the exclusion constraint's GiST index above all). Its primary key stays.
 */
async function withoutIndexes(client: PgClient, table: string, work: () => Promise<number>) {
  const constraints = await client.query(
    `select conname, pg_get_constraintdef(oid) as def from pg_constraint
     where conrelid = $1::regclass and contype in ('u', 'x')`,
    [table],
  );
  const indexes = await client.query(
    `select i.relname as name, pg_get_indexdef(i.oid) as def from pg_index x join pg_class i on i.oid = x.indexrelid
     where x.indrelid = $1::regclass and not x.indisprimary
       and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)`,
    [table],
  );
  for (const { conname } of constraints.rows) await client.query(`alter table "${table}" drop constraint "${conname}"`);
  for (const { name } of indexes.rows) await client.query(`drop index "${name}"`);
  const rows = await work();
  for (const { def } of indexes.rows) await client.query(String(def));
  for (const { conname, def } of constraints.rows)
    await client.query(`alter table "${table}" add constraint "${conname}" ${def}`);
  return rows;
}

/**
 * INSERT … SELECT copying `table`'s row `templateId` once for each row of `from` (a FROM clause that names
 * `g`), every column the template's but those of `overrides` (SQL expressions): the copy follows the
 * schema as migrations change it.
 */
async function copyRows(
  client: PgClient,
  table: string,
  templateId: string,
  from: string,
  overrides: Record<string, string>,
) {
  const { rows } = await client.query(
    `select column_name from information_schema.columns where table_schema = 'public' and table_name = $1
     order by ordinal_position`,
    [table],
  );
  const columns = rows.map((row) => String(row.column_name));
  const unknown = Object.keys(overrides).filter((column) => !columns.includes(column));
  if (unknown.length > 0) throw new Error(`${table} has no column ${unknown.join(', ')}`);
  const values = columns.map((column) => overrides[column] ?? `t."${column}"`);
  const result = await client.query(
    `insert into "${table}" (${columns.map((column) => `"${column}"`).join(', ')})
     select ${values.join(', ')} from (select * from "${table}" where id = $1) t, ${from}`,
    [templateId],
  );
  return result.rowCount ?? 0;
}

/**
 * Seeds `policies` policies and 2.5 × as many purchase requests by copying the purchase of `templatePlate`
 * (bought over HTTP, its certificate emailed); `today` is Colombia's date (YYYY-MM-DD).
 */
export async function seedLargeInsurer(postgresUrl: string, templatePlate: string, policies: number, today: string) {
  const cars = Math.max(1, Math.floor(policies / 2));
  const count = cars * 2;
  const requests = Math.round(count * 2.5);
  const client = new (pg().Client)({ connectionString: postgresUrl });
  await client.connect();
  const seconds: Record<string, number> = {};
  const step = async (name: string, work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    seconds[name] = Number(((performance.now() - started) / 1000).toFixed(1));
  };
  try {
    // the template's emails (its certificate) sent first: their work is not the bench's
    const waiting = 'select count(*)::int as n from email_jobs where sent_at is null and abandoned_at is null';
    for (let tries = 0; tries < 120 && Number((await client.query(waiting)).rows[0]?.n) > 0; tries += 1)
      await sleep(500);
    const { rows } = await client.query(
      `select p.id as policy, p.solicitud_id as request, p.pago_id as payment,
         (p.fin_vigencia - p.inicio_vigencia) as days,
         (select id from reportes_runt where poliza_id = p.id) as report,
         (select id from email_jobs where kind = 'poliza' order by created_at limit 1) as email
       from polizas p where p.placa = $1`,
      [templatePlate],
    );
    const template = rows[0];
    if (!template?.report || !template.email)
      throw new Error(`the template purchase of ${templatePlate} is incomplete`);
    const days = Number(template.days);
    // rows are written whole and consistent (their ids derived from g); the foreign keys are not checked
    // one by one, as a restore from a dump does not check them
    await client.query('set session_replication_role = replica');
    // car k = (g - 1) % cars; year y = (g - 1) / cars (0: ended, 1: in force); its start day
    const car = `((g - 1) % ${cars})`;
    const year = `((g - 1) / ${cars})`;
    const startDay = `(date '${today}' - ${2 * (days + 1)} + ${year} * ${days + 1} + (${car} * 365 / ${cars})::int + 1)`;
    const startTime = `(${startDay}::timestamp at time zone 'America/Bogota' - interval '2 days')`;
    const uuid = (kind: string, n = 'g') => `md5('${kind}-' || ${n})::uuid`;
    await step('solicitudes', () =>
      withoutIndexes(client, 'solicitudes', () =>
        copyRows(client, 'solicitudes', String(template.request), `generate_series(1, ${requests}) g`, {
          id: uuid('solicitud'),
          user_id: 'null',
          placa: plateSql(car),
          estado: `case when g <= ${count} then 'emitida' else 'vencida' end`,
          inicio_vigencia: startDay,
          fin_vigencia: `${startDay} + ${days}`,
          tomador_numero_documento: documentSql(car),
          tomador_correo: `'cliente' || ${car} || '@ejemplo.co'`,
          terminos_aceptados_en: startTime,
          vence_en: `${startTime} + interval '2 days'`,
          created_at: startTime,
          updated_at: startTime,
        }),
      ),
    );
    await step('pagos', () =>
      withoutIndexes(client, 'pagos', () =>
        copyRows(client, 'pagos', String(template.payment), `generate_series(1, ${count}) g`, {
          id: uuid('pago'),
          solicitud_id: uuid('solicitud'),
          idempotency_key: uuid('idempotencia'),
          referencia: `'seed-' || g`,
          transaction_id: `'seed-tx-' || g`,
          url_pasarela: 'null',
          consultado_en: `${startTime} + interval '1 minute'`,
          finalizado_en: `${startTime} + interval '1 minute'`,
          created_at: startTime,
          updated_at: `${startTime} + interval '1 minute'`,
        }),
      ),
    );
    await step('polizas', () =>
      withoutIndexes(client, 'polizas', () =>
        copyRows(client, 'polizas', String(template.policy), `generate_series(1, ${count}) g`, {
          id: uuid('poliza'),
          numero: `'SOAT-' || extract(year from ${startDay}) || '-' || lpad((g + 1000)::text, 8, '0')`,
          solicitud_id: uuid('solicitud'),
          pago_id: uuid('pago'),
          user_id: 'null',
          placa: plateSql(car),
          inicio_vigencia: startDay,
          fin_vigencia: `${startDay} + ${days}`,
          tomador_numero_documento: documentSql(car),
          expedida_en: `${startTime} + interval '2 minutes'`,
          radicado_runt: `'seed-' || g`,
          reportada_runt_en: `${startTime} + interval '3 minutes'`,
        }),
      ),
    );
    // the numbers the portal issues next come after the seeded ones
    await client.query(`select setval('polizas_numero_seq', ${count + 2000})`);
    await step('reportes_runt', () =>
      copyRows(client, 'reportes_runt', String(template.report), `generate_series(1, ${count}) g`, {
        id: uuid('reporte'),
        poliza_id: uuid('poliza'),
        estado: `'reportada'`,
        intentos: '1',
        ultimo_error: 'null',
        creado_en: `${startTime} + interval '2 minutes'`,
        reportado_en: `${startTime} + interval '3 minutes'`,
      }),
    );
    await step('email_jobs', () =>
      copyRows(client, 'email_jobs', String(template.email), `generate_series(1, ${count}) g`, {
        id: uuid('correo'),
        payload: `'{}'::jsonb`,
        run_after: `${startTime} + interval '2 minutes'`,
        sent_at: `${startTime} + interval '3 minutes'`,
        abandoned_at: 'null',
        last_error: 'null',
        attempts: '1',
        created_at: `${startTime} + interval '2 minutes'`,
      }),
    );
    // the reminders every pass up to today's wrote: 30 days before the end (from 8 to 30 days left),
    // 7 (2 to 7) and 1 (0 or 1), so tomorrow's pass is an ordinary day's: the policies ending in 1, 7, 30 days
    let reminders = 0;
    await step('recordatorios_renovacion', async () => {
      const result = await client.query(
        `insert into recordatorios_renovacion (poliza_id, dias_antes, creado_en)
         select p.id, d.days, now() from polizas p
           join (values (30), (7), (1)) as d(days) on p.fin_vigencia - date '${today}' <= d.days
         where p.fin_vigencia between date '${today}' and date '${today}' + 30`,
      );
      reminders = result.rowCount ?? 0;
    });
    await client.query('set session_replication_role = origin');
    // vacuumed, not only analyzed: a database of two years has its rows' hint bits and visibility map set, and
    // autovacuum's pass over the freshly written tables (and each row's first read setting its hint bits) would
    // otherwise run in the middle of the measured rounds
    await step('vacuum', () => client.query('vacuum (analyze)'));
    return { policies: count, requests, plates: cars, reminders, seconds } satisfies SeedFigures;
  } finally {
    await client.end();
  }
}
