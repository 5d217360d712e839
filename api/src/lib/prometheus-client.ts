// Reads Prometheus's HTTP API (https://prometheus.io/docs/prometheus/latest/querying/api/#range-queries):
// a range query answers a matrix, one series per label set, each value a [unix seconds, "text"] pair.

/** One series of a range query: its labels and its values (NaN and ±Inf as null). */
export interface RangeSeries {
  labels: Record<string, string>;
  values: Map<number, number | null>;
}

export interface RangeWindow {
  /** Unix seconds. */
  start: number;
  end: number;
  step: number;
}

/** Prometheus did not answer, or answered other than a matrix: the reason, for the log. */
export class PrometheusUnavailable extends Error {
  override name = 'PrometheusUnavailable';
}

interface MatrixAnswer {
  status?: string;
  error?: string;
  data?: { resultType?: string; result?: { metric?: Record<string, string>; values?: [number, string][] }[] };
}

const numberOrNull = (text: string) => {
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
};

/** `POST {baseUrl}/api/v1/query_range` with `expr` over `window`; throws PrometheusUnavailable. */
export async function queryRange(
  baseUrl: string,
  expr: string,
  window: RangeWindow,
  timeoutMs: number,
): Promise<RangeSeries[]> {
  const body = new URLSearchParams({
    query: expr,
    start: String(window.start),
    end: String(window.end),
    step: String(window.step),
  });
  let answer: MatrixAnswer;
  try {
    const response = await fetch(`${baseUrl}/api/v1/query_range`, {
      method: 'POST',
      body,
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    answer = (await response.json()) as MatrixAnswer;
    if (!response.ok || answer.status !== 'success') {
      throw new PrometheusUnavailable(`Prometheus answered ${response.status}: ${answer.error ?? 'no error given'}`);
    }
  } catch (error) {
    if (error instanceof PrometheusUnavailable) throw error;
    throw new PrometheusUnavailable(`Prometheus did not answer: ${(error as Error).message}`, { cause: error });
  }
  if (answer.data?.resultType !== 'matrix' || !Array.isArray(answer.data.result)) {
    throw new PrometheusUnavailable(
      `Prometheus answered a ${answer.data?.resultType ?? 'missing'} result, not a matrix`,
    );
  }
  return answer.data.result.map(({ metric = {}, values = [] }) => ({
    labels: metric,
    values: new Map(values.map(([time, text]) => [Math.round(time), numberOrNull(text)])),
  }));
}
