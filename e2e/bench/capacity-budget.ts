// The capacity bench's budgets (issue 46, point 3), checked on a database of a large insurer
// (capacity-seed.ts; the figures of ADR 027 come from BENCH_CAPACITY_POLICIES=2000000).
import type { CpuUse } from './capacity-load.ts';

export const CAPACITY_BUDGETS = {
  /** The consult's p99 (ms) at the load an API pod is sized for (70 % of what it answers saturated). */
  consultP99Ms: 25,
  /** Consults a second one API instance (one core) answers. */
  consultPerInstance: 2000,
  /**
   * API CPU (ms) of a whole purchase's requests: request, payment, the gateway's checkout, status reads, policy;
   * its jobs (emails, PDFs, invoice, RUNT report) run by a worker apart (ADR 027), reported without a budget.
   */
  purchaseApiCpuMs: 10,
  /** The renewal reminders' pass over one day's ending policies runs hourly: it must end within its hour. */
  remindersPassSeconds: 3600,
};

/**
 * How many of the measured processes' main threads were, on average, ready to run and waiting for a core
 * (capacity-probes.ts): the load generator shares the machine's cores with the servers.
 */
export const waitingForCores = (cpu: CpuUse = {}) =>
  Object.values(cpu).reduce((sum, { waitShare = 0 }) => sum + waitShare, 0);

/** What one core of the API answers at its CPU per request (ADR 027's model: pods of one core). */
export const perCoreCeiling = (cpu: CpuUse) => 1e6 / Math.max(1, cpu.api?.perUnitUs ?? 0);

interface BudgetInputs {
  consult: { rps: number; cpu: CpuUse };
  consultPaced: { p99: number; rps: number; cpu?: CpuUse };
  purchase: PurchaseCpu;
  reminders: { seconds: number; written: number };
}

/** A purchase round's CPU: until its jobs were done (`cpu`), and until its last policy was issued (`requestsCpu`, µs). */
interface PurchaseCpu {
  cpu: CpuUse;
  requestsCpu: Record<string, number>;
}

/** BENCH_CAPACITY_JOBS_IN_API=1 (capacity-servers.ts): the API runs the purchases' jobs, as the bench ran it before ADR 027's worker. */
export const jobsInApi = () => process.env.BENCH_CAPACITY_JOBS_IN_API === '1';

/**
 * The API's CPU (ms) of a whole purchase. Its jobs apart (a worker process, ADR 027): the request path the
 * customer waits for, measured until the last policy of the round was issued (the API does nothing after).
 * The jobs in the API: as before, until the jobs were done, the PDFs, the electronic invoice and the emails included.
 */
export const purchaseApiCpuMs = (purchase: PurchaseCpu) =>
  (jobsInApi() ? (purchase.cpu.api?.perUnitUs ?? 0) : (purchase.requestsCpu.api ?? 0)) / 1000;

/**
 * The whole purchase's API CPU against its budget; the outside services (the payment gateway, the DIAN,
 * the RUNT: their sandboxes) run in a process of their own, and the jobs in the worker's (reported, no budget).
 */
export function purchaseVerdict(purchase: PurchaseCpu) {
  // BENCH_CAPACITY_SANDBOXES_IN_API=1 (capacity-servers.ts): measured as the bench did before issue 46's cut
  const sandboxesInApi = process.env.BENCH_CAPACITY_SANDBOXES_IN_API === '1';
  const purchaseCpuMs = purchaseApiCpuMs(purchase);
  const what = jobsInApi()
    ? 'PDF, factura electrónica y correos incluidos'
    : 'las peticiones del cliente; sus trabajos en el proceso aparte';
  return {
    ok: purchaseCpuMs <= CAPACITY_BUDGETS.purchaseApiCpuMs,
    text:
      `compra completa: ${purchaseCpuMs.toFixed(1)} ms de CPU de la API, ${what};` +
      ` pasarela, DIAN y RUNT de pruebas ${sandboxesInApi ? 'dentro de la API' : 'aparte'} (presupuesto ≤ ${CAPACITY_BUDGETS.purchaseApiCpuMs} ms)`,
  };
}

/**
 * The consult's budgets with their figures, in Spanish: `ok` false when missed. The consults a second pass
 * when the instance answered 2,000 or, the load generator sharing the cores, one core would at its CPU per
 * consult.
 */
export function consultVerdicts({ consult, consultPaced }: Pick<BudgetInputs, 'consult' | 'consultPaced'>) {
  const ceiling = perCoreCeiling(consult.cpu);
  const b = CAPACITY_BUDGETS;
  return [
    {
      ok: consultPaced.p99 <= b.consultP99Ms,
      text:
        `consulta: p99 ${consultPaced.p99} ms a ${Math.round(consultPaced.rps)} pet/s, con ${waitingForCores(consultPaced.cpu).toFixed(2)}` +
        ` procesos de media esperando un núcleo libre (presupuesto ≤ ${b.consultP99Ms} ms)`,
    },
    {
      ok: consult.rps >= b.consultPerInstance || ceiling >= b.consultPerInstance,
      text:
        `consulta: ${Math.round(consult.rps)} pet/s medidas con el generador de carga en los mismos núcleos;` +
        ` ${Math.round(ceiling)} pet/s por núcleo de la API a su CPU por consulta (presupuesto ≥ ${b.consultPerInstance} por instancia)`,
    },
  ];
}

/** Every budget with its figure, in Spanish (the consult's first): `ok` false when missed. */
export function capacityVerdicts({ consult, consultPaced, purchase, reminders }: BudgetInputs) {
  const b = CAPACITY_BUDGETS;
  return [
    ...consultVerdicts({ consult, consultPaced }),
    purchaseVerdict(purchase),
    {
      ok: reminders.seconds <= b.remindersPassSeconds,
      text: `recordatorios: la pasada de un día (${reminders.written} recordatorios) en ${reminders.seconds.toFixed(1)} s (presupuesto ≤ ${b.remindersPassSeconds} s)`,
    },
  ];
}
