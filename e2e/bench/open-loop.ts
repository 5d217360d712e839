// An open-loop load generator for the capacity bench's paced rounds (capacity.ts): requests sent on a fixed
// schedule whatever the server does, each one's latency counted from the time it was due to be sent.
//
// Why not autocannon's `overallRate`: autocannon 8 paces each connection by a per-second quota
// (`reqsMadeThisSecond`, reset by a 1 s interval), so every connection sends its second's share back to back
// as soon as the second starts and then idles; with the connections' intervals aligned, the whole second's
// load arrives as a burst at full speed, and the paced round measured the saturated latency again (ADR 027:
// 161 ms "at 70 %"). Its latencies also start when a request is written, not when it was due (a
// closed loop: a slow answer delays the next send, which hides queueing), and its correction for that
// uses an interval of ⌈1 / rate⌉ = 1 ms, not the schedule's. Here a send that starts late (no free
// connection, or this process's event loop held up: it shares the cores with the servers) counts that delay
// in the latency, and the report says how late sends were, so the generator's own share is visible.
import http from 'node:http';

/** One request of the round: its own headers (a client address, say) and body, added to the round's. */
export interface OpenLoopRequest {
  headers?: Record<string, string>;
  body?: string;
}

export interface OpenLoopOptions {
  url: string;
  method: string;
  headers: Record<string, string>;
  request: () => OpenLoopRequest;
  /** Requests a second, sent evenly spaced. */
  rate: number;
  seconds: number;
  /** Keep-alive connections at most (more requests in flight wait for one, and that wait is counted). */
  connections?: number;
}

/** A round's figures: answers, their rate, latency percentiles from the intended send time, errors. */
export interface OpenLoopFigures {
  /** The rate asked for: answers a second below it mean the servers fell behind (and latencies grew). */
  rate: number;
  count: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  /** How late the sends started against their schedule (ms): the generator's own delay, in the latencies. */
  sendLagP99: number;
  /** The most requests in flight at once. */
  inFlightPeak: number;
}

const percentile = (sorted: Float64Array, share: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0);

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Sends `rate` requests a second for `seconds` on their schedule; resolves when every answer is in. */
export function openLoop({
  url,
  method,
  headers,
  request,
  rate,
  seconds,
  connections = 256,
}: OpenLoopOptions): Promise<OpenLoopFigures> {
  const target = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const total = Math.max(1, Math.round(rate * seconds));
  const interval = 1000 / rate;
  const latencies = new Float64Array(total);
  const lags = new Float64Array(total);
  let answered = 0;
  let errors = 0;
  let sent = 0;
  let inFlight = 0;
  let inFlightPeak = 0;
  const start = performance.now();

  return new Promise((resolve) => {
    const finish = () => {
      agent.destroy();
      const elapsed = Math.max(seconds, (performance.now() - start) / 1000);
      const sorted = latencies.slice(0, answered).sort();
      const sortedLags = lags.slice(0, sent).sort();
      resolve({
        rate,
        count: answered,
        rps: answered / elapsed,
        p50: round2(percentile(sorted, 0.5)),
        p99: round2(percentile(sorted, 0.99)),
        max: round2(sorted[sorted.length - 1] ?? 0),
        errors,
        sendLagP99: round2(percentile(sortedLags, 0.99)),
        inFlightPeak,
      });
    };
    const settled = (ok: boolean, intended: number) => {
      inFlight -= 1;
      if (ok) latencies[answered++] = performance.now() - intended;
      else errors += 1;
      if (sent === total && inFlight === 0) finish();
    };
    const send = (intended: number) => {
      lags[sent++] = performance.now() - intended;
      inFlight += 1;
      inFlightPeak = Math.max(inFlightPeak, inFlight);
      const { headers: own = {}, body } = request();
      // an answer's end and a socket's error may both come: each request counts once
      let done = false;
      const once = (ok: boolean) => {
        if (done) return;
        done = true;
        settled(ok, intended);
      };
      const outgoing = http.request(
        {
          agent,
          method,
          hostname: target.hostname,
          port: target.port,
          path: `${target.pathname}${target.search}`,
          headers: { ...headers, ...own, ...(body ? { 'content-length': Buffer.byteLength(body) } : {}) },
          timeout: 30_000,
        },
        (response) => {
          const ok = (response.statusCode ?? 0) >= 200 && (response.statusCode ?? 0) < 300;
          response.resume();
          response.on('end', () => once(ok));
          response.on('error', () => once(false));
        },
      );
      outgoing.on('timeout', () => outgoing.destroy(new Error('timeout')));
      outgoing.on('error', () => once(false));
      outgoing.end(body);
    };
    // every due request is sent at each turn; a timer of 1 ms (Node's least) keeps the schedule within ~1 ms
    const tick = () => {
      const due = Math.min(total, Math.floor((performance.now() - start) / interval) + 1);
      while (sent < due) send(start + sent * interval);
      if (sent < total) setTimeout(tick, Math.max(0, Math.min(1, start + sent * interval - performance.now())));
    };
    tick();
  });
}
