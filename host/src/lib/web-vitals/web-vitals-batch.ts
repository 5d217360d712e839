import {
  WEB_VITAL_MAX_CLS,
  WEB_VITAL_MAX_MS,
  WEB_VITAL_TARGET_MAX_LENGTH,
  WEB_VITAL_TARGET_PATTERN,
  WEB_VITALS_MAX_BATCH,
  type WebVitalDevice,
  type WebVitalName,
} from '@soat/shared/rules/web-vitals';

/** One vital of one page view, as web-vitals gives it (`id` is unique per page view and vital). */
export interface VitalMeasurement {
  id: string;
  name: WebVitalName;
  value: number;
  /** INP only: the element interacted with (the event timing entries' `target`). */
  target?: Node | null;
}

/** What POST /soat/api/v1/metricas-web takes. */
export interface WebVitalsBody {
  ruta: string;
  dispositivo: WebVitalDevice;
  metricas: Array<{ nombre: WebVitalName; valor: number; objetivo?: string }>;
}

const WORD = /^[\w-]+$/;
/** React's `useId` (`_r_5_`, `«r5»`, `:r5:`): the same element gets another one on another page view. */
const GENERATED_ID = /^_r_[\da-z]+_$/;

/**
 * What was interacted with, as a short CSS-like description: its tag, then its `name` (a form's field), or
 * its id unless React generated it, or the name of its first `data-*` attribute. Never its text, its value
 * or what was typed into it; a name or an id that is not a plain word is left out.
 */
export function describeTarget(node: Node | null | undefined): string | undefined {
  if (!node || node.nodeType !== Node.ELEMENT_NODE) return undefined;
  const element = node as Element;
  const tag = element.localName;
  const name = element.getAttribute('name');
  const data = [...element.attributes].find((attribute) => attribute.name.startsWith('data-'));
  let description = tag;
  if (name && WORD.test(name)) description = `${tag}[name="${name}"]`;
  else if (element.id && WORD.test(element.id) && !GENERATED_ID.test(element.id)) description = `${tag}#${element.id}`;
  else if (data && WORD.test(data.name)) description = `${tag}[${data.name}]`;
  if (description.length <= WEB_VITAL_TARGET_MAX_LENGTH && WEB_VITAL_TARGET_PATTERN.test(description))
    return description;
  return WEB_VITAL_TARGET_PATTERN.test(tag) ? tag : undefined;
}

/** A value the API takes: a page left in the background for ten minutes measures nothing useful. */
function withinBounds({ name, value }: VitalMeasurement): boolean {
  return Number.isFinite(value) && value >= 0 && value <= (name === 'CLS' ? WEB_VITAL_MAX_CLS : WEB_VITAL_MAX_MS);
}

/** Tenths of a millisecond, or CLS to four decimals: what a histogram's buckets can tell apart, and no more. */
function rounded({ name, value }: VitalMeasurement): number {
  const scale = name === 'CLS' ? 10_000 : 10;
  return Math.round(value * scale) / scale;
}

/**
 * A page view's measurements until the page is hidden: each vital of each page view (its `id`) sent once,
 * with its latest value, under the route the page view had when it was first measured.
 */
export function createWebVitalsBatch(device: WebVitalDevice) {
  const pending = new Map<string, { route: string; measurement: VitalMeasurement; target?: string }>();
  const sent = new Set<string>();
  return {
    add(route: string, measurement: VitalMeasurement): void {
      if (sent.has(measurement.id) || !withinBounds(measurement)) return;
      const known = pending.get(measurement.id);
      // described as it is reported, while the element is still in the page
      const target = measurement.name === 'INP' ? (describeTarget(measurement.target) ?? known?.target) : undefined;
      pending.set(measurement.id, { route: known?.route ?? route, measurement, target });
    },
    /** The bodies to send now (one per route, at most a full batch each), and nothing again for them. */
    take(): WebVitalsBody[] {
      const bodies: WebVitalsBody[] = [];
      for (const [id, { route, measurement, target }] of pending) {
        sent.add(id);
        let body = bodies.find(
          (candidate) => candidate.ruta === route && candidate.metricas.length < WEB_VITALS_MAX_BATCH,
        );
        if (!body) bodies.push((body = { ruta: route, dispositivo: device, metricas: [] }));
        body.metricas.push({
          nombre: measurement.name,
          valor: rounded(measurement),
          ...(target ? { objetivo: target } : {}),
        });
      }
      pending.clear();
      return bodies;
    },
  };
}
