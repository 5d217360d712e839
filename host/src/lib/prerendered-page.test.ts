import { createRuntimeConfig } from '@soat/shared/testing';
import { canHydrate, finishBoot, markAppStarted, RENDERED_CONFIG_ID, renderedConfig } from './prerendered-page';

const config = createRuntimeConfig();

/** A document as the build writes /home: the page in #root and the configuration it shows. */
function prerenderedHome(shown: object = renderedConfig(config)): HTMLElement {
  window.history.replaceState(null, '', '/home');
  document.body.innerHTML = `<script type="application/json" id="${RENDERED_CONFIG_ID}">${JSON.stringify(shown)}</script>
    <div id="root" data-prerendered="/home"><button type="button">Idioma y tema</button></div>`;
  return document.getElementById('root') as HTMLElement;
}

afterEach(() => {
  document.body.innerHTML = '';
  for (const name of ['boot', 'appStarted', 'appReady']) delete document.documentElement.dataset[name];
  delete window.__soatPendingClick;
});

describe('taking over a prerendered page', () => {
  it('hydrates the page prerendered for this path with the configuration the portal runs with', () => {
    expect(canHydrate(prerenderedHome(), config)).toBe(true);
  });

  it('renders afresh a page that shows the demo otherwise than the portal runs (its header would disagree)', () => {
    const root = prerenderedHome(renderedConfig({ ...config, demo: { enabled: false } }));
    expect(canHydrate(root, { ...config, demo: { enabled: true } })).toBe(false);
  });

  it('renders afresh when the page was prerendered for another path', () => {
    const root = prerenderedHome();
    window.history.replaceState(null, '', '/quienes-somos');
    expect(canHydrate(root, config)).toBe(false);
  });

  it('renders afresh when the configuration changed after the build (another WhatsApp number)', () => {
    const root = prerenderedHome({ ...renderedConfig(config), whatsapp: { number: '573009999999', message: 'Hola' } });
    expect(canHydrate(root, config)).toBe(false);
  });

  it('renders afresh when the loader sent a visitor with remembered choices straight to the app', () => {
    const root = prerenderedHome();
    document.documentElement.dataset.boot = 'app';
    expect(canHydrate(root, config)).toBe(false);
  });

  it('presses again, once and after the commit that called it, the button pressed while the app was starting, and marks the app ready', () => {
    jest.useFakeTimers();
    prerenderedHome();
    markAppStarted();
    const button = document.querySelector('button') as HTMLButtonElement;
    const presses = jest.fn();
    button.addEventListener('click', presses);
    window.__soatPendingClick = button;
    document.documentElement.dataset.boot = 'app';

    finishBoot();
    finishBoot();
    expect(presses).not.toHaveBeenCalled();
    jest.runAllTimers();
    jest.useRealTimers();

    expect(presses).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(button);
    expect(document.documentElement.dataset.appReady).toBe('true');
    expect(document.documentElement.dataset.boot).toBeUndefined();
  });

  it('forgets a pressed button that is no longer in the page', () => {
    prerenderedHome();
    const gone = document.createElement('button');
    const presses = jest.fn();
    gone.addEventListener('click', presses);
    window.__soatPendingClick = gone;
    jest.useFakeTimers();
    finishBoot();
    jest.runAllTimers();
    jest.useRealTimers();
    expect(presses).not.toHaveBeenCalled();
    expect(window.__soatPendingClick).toBeUndefined();
  });
});
