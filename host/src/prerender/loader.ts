/** The localStorage keys whose values make a prerendered page wrong for this visitor. */
export interface RememberedKeys {
  token: string;
  language: string;
  defaultLanguage: string;
  theme: string;
  defaultTheme: string;
}

/** What starts the app on a prerendered page: any sign that the visitor is about to use it. */
export const START_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'focusin'] as const;

/**
 * The inline script of a prerendered page (ES5, it runs before anything else).
 * - A visitor with something remembered (a session, another language or theme)
 *   would see the wrong page: the page is hidden behind the splash and the app
 *   starts at once (`data-boot="app"`).
 * - Anyone else reads the page as it came; the app starts on the first sign of
 *   use. Links work meanwhile as plain links; a button pressed before the app
 *   takes the page over (`data-app-started`) is pressed again once it runs
 *   (see finishBoot); from then on React sees every event itself.
 */
export function loaderScript(keys: RememberedKeys, entry: string): string {
  return `(function () {
  var d = document, w = window, html = d.documentElement, events = ${JSON.stringify(START_EVENTS)}, started = false;
  function start() {
    if (started) return;
    started = true;
    events.forEach(function (name) { w.removeEventListener(name, start, true); });
    var script = d.createElement('script');
    script.src = ${JSON.stringify(entry)};
    d.head.appendChild(script);
  }
  function remembered() {
    try {
      var s = w.localStorage;
      return !!s.getItem(${JSON.stringify(keys.token)}) ||
        (s.getItem(${JSON.stringify(keys.language)}) || ${JSON.stringify(keys.defaultLanguage)}) !== ${JSON.stringify(keys.defaultLanguage)} ||
        (s.getItem(${JSON.stringify(keys.theme)}) || ${JSON.stringify(keys.defaultTheme)}) !== ${JSON.stringify(keys.defaultTheme)};
    } catch (e) {
      return false;
    }
  }
  if (remembered()) {
    html.setAttribute('data-boot', 'app');
    start();
    return;
  }
  events.forEach(function (name) { w.addEventListener(name, start, { capture: true, passive: true }); });
  d.addEventListener('click', function (event) {
    if (html.hasAttribute('data-app-started')) return;
    var button = event.target && event.target.closest && event.target.closest('button');
    if (button) w.__soatPendingClick = button;
  }, true);
})();`;
}
