// The part of autocannon (which ships no types) the bench uses: one run of its load, and its result.
declare module 'autocannon' {
  /** A request as autocannon is about to send it; `setupRequest` answers it changed. */
  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }

  export interface RequestStep extends Request {
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
    onResponse?: (
      status: number,
      body: string,
      context: Record<string, unknown>,
      headers: Record<string, string>,
    ) => void;
  }

  export interface Options extends Request {
    url: string | string[];
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** Requests a second across all connections. */
    overallRate?: number;
    requests?: RequestStep[];
  }

  /** Figures of a distribution (latency in ms, requests and bytes per second). */
  export interface Histogram {
    average: number;
    total: number;
    p50: number;
    p99: number;
  }

  export interface Result {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
  }

  export default function autocannon(options: Options): Promise<Result>;
}
