import type { Metric } from 'web-vitals';
import { reportWebVitals } from './web-vitals-reporter';
import { startWebVitals } from './start-web-vitals';
import { createRuntimeConfig } from '@soat/shared/testing';

// Issue 46, point 1: a page view's Web Vitals, by route pattern and device class, never what was typed (ADR 046).

type Callback = (metric: Metric) => void;
const callbacks: Record<string, Callback> = {};
jest.mock('web-vitals', () => ({
  onLCP: (callback: Callback) => (callbacks.LCP = callback),
  onINP: (callback: Callback) => (callbacks.INP = callback),
  onCLS: (callback: Callback) => (callbacks.CLS = callback),
  onTTFB: (callback: Callback) => (callbacks.TTFB = callback),
}));

const metric = (name: Metric['name'], value: number, entries: PerformanceEntry[] = [], id = `v5-${name}`) =>
  ({ name, value, id, entries, delta: value, rating: 'good', navigationType: 'navigate' }) as Metric;

const tapOn = (target: Element) => [{ target } as unknown as PerformanceEntry];

function hidePage() {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
}

const beacon = jest.fn((_url: string, _body: string) => true);
const sentBodies = () => beacon.mock.calls.map(([, body]) => JSON.parse(body) as Record<string, unknown>);

beforeEach(() => {
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beacon });
  beacon.mockClear();
  document.body.innerHTML = '';
});

function at(path: string) {
  window.history.replaceState(null, '', path);
}

describe('reportWebVitals', () => {
  it("sends the page view's four vitals in one beacon to the API when the page is hidden, under its route pattern", () => {
    at('/cotizar-soat/pagos/realizar-pago-soat/0f8e1c2a-5b6d-4e7f-8a9b-0c1d2e3f4a5b');
    reportWebVitals('http://api.example.co/');
    callbacks.TTFB!(metric('TTFB', 120.456));
    callbacks.LCP!(metric('LCP', 1800));
    callbacks.CLS!(metric('CLS', 0.012345));
    callbacks.INP!(metric('INP', 96));
    expect(beacon).not.toHaveBeenCalled();

    hidePage();

    expect(beacon).toHaveBeenCalledTimes(1);
    expect(beacon.mock.calls[0]![0]).toBe('http://api.example.co/soat/api/v1/metricas-web');
    expect(sentBodies()[0]).toEqual({
      ruta: '/cotizar-soat/pagos/realizar-pago-soat/:idSolicitudSoat',
      dispositivo: 'escritorio',
      metricas: [
        { nombre: 'TTFB', valor: 120.5 },
        { nombre: 'LCP', valor: 1800 },
        { nombre: 'CLS', valor: 0.0123 },
        { nombre: 'INP', valor: 96 },
      ],
    });
    expect(JSON.stringify(sentBodies())).not.toContain('0f8e1c2a');
  });

  it('labels a path off the list otra, never the path', () => {
    at('/soat/consulta/ABC123');
    reportWebVitals('http://api.example.co/');
    callbacks.LCP!(metric('LCP', 900, [], 'v5-otra'));
    hidePage();
    expect(sentBodies()).toEqual([
      { ruta: 'otra', dispositivo: 'escritorio', metricas: [{ nombre: 'LCP', valor: 900 }] },
    ]);
  });

  it('says what a slow interaction was on by its tag and name, never what was typed into it nor its text', () => {
    at('/soat/consulta');
    document.body.innerHTML =
      '<input name="placa" value="ABC123"><button id="consultar" data-ruta="x">Consultar ABC123</button><div>Texto</div>';
    const input = document.querySelector('input')!;
    input.value = 'XYZ987';
    reportWebVitals('http://api.example.co/');
    callbacks.INP!(metric('INP', 180, tapOn(input), 'v5-inp-1'));
    // a worse interaction later replaces it, on the button
    callbacks.INP!(metric('INP', 320, tapOn(document.querySelector('button')!), 'v5-inp-1'));
    hidePage();

    const [body] = sentBodies();
    expect(body!.metricas).toEqual([{ nombre: 'INP', valor: 320, objetivo: 'button#consultar' }]);
    expect(JSON.stringify(body)).not.toMatch(/ABC123|XYZ987|Consultar/);
  });

  it("describes a field by its name, never by React's generated id, and a plain element by its tag", () => {
    at('/home');
    document.body.innerHTML = '<input id="_r_5_" name="placa" value="ABC123"><p id="_r_7_">Hola ABC123</p>';
    reportWebVitals('http://api.example.co/');
    callbacks.INP!(metric('INP', 250, tapOn(document.querySelector('input')!), 'v5-a'));
    hidePage();
    callbacks.INP!(metric('INP', 260, tapOn(document.querySelector('p')!), 'v5-b'));
    hidePage();
    expect(sentBodies().map((body) => (body.metricas as Array<{ objetivo: string }>)[0]!.objetivo)).toEqual([
      'input[name="placa"]',
      'p',
    ]);
  });

  it('sends each vital of a page view once, and nothing when nothing is new', () => {
    at('/tarifas');
    reportWebVitals('http://api.example.co/');
    callbacks.CLS!(metric('CLS', 0.05, [], 'v5-cls'));
    hidePage();
    callbacks.CLS!(metric('CLS', 0.2, [], 'v5-cls'));
    hidePage();
    expect(beacon).toHaveBeenCalledTimes(1);
  });

  it('leaves out a value the API would refuse (a page left ten minutes in the background)', () => {
    at('/tarifas');
    reportWebVitals('http://api.example.co/');
    callbacks.LCP!(metric('LCP', 700_000, [], 'v5-late'));
    hidePage();
    expect(beacon).not.toHaveBeenCalled();
  });
});

describe('startWebVitals', () => {
  const config = (sampleRate?: number) => ({
    ...createRuntimeConfig(),
    ...(sampleRate === undefined ? {} : { webVitals: { sampleRate } }),
  });

  it('loads nothing for a page view outside the sample, nor without a rate', () => {
    const idle = jest.fn();
    Object.defineProperty(window, 'requestIdleCallback', { configurable: true, value: idle });
    startWebVitals(config(0.1), () => 0.5);
    startWebVitals(config(), () => 0);
    expect(idle).not.toHaveBeenCalled();
  });

  it('waits for the browser to be idle before it loads the reporter of a sampled page view', () => {
    const idle = jest.fn();
    Object.defineProperty(window, 'requestIdleCallback', { configurable: true, value: idle });
    startWebVitals(config(0.1), () => 0.05);
    expect(idle).toHaveBeenCalledTimes(1);
    expect(idle.mock.calls[0]![1]).toEqual({ timeout: 10_000 });
  });
});
