import type { SignedInLink } from '@soat/shared/links';

/** The localStorage keys whose values make a prerendered page wrong for this visitor. */
export interface RememberedKeys {
  token: string;
  language: string;
  defaultLanguage: string;
  theme: string;
  defaultTheme: string;
}

export interface LoaderOptions {
  keys: RememberedKeys;
  /** The app's entry script. */
  entry: string;
  /** The languages the app has translation files for (`/assets/i18n/<language>.json`). */
  languages: readonly string[];
  /** Which remote owns each section (first path segment), by its key in the runtime configuration. */
  sections: Readonly<Record<string, string>>;
  /** Emailed links whose token a signed-in visitor's page sends as it arrives (@soat/shared/links). */
  signedInLinks: readonly SignedInLink[];
  /**
   * The id of the JSON block, before the loader in the document, of the configuration the page was rendered
   * with: its `apiBaseUrl` is where a link's token goes without waiting for /config.json.
   */
  configElementId: string;
}

/** What starts the app on a prerendered page: any sign that the visitor is about to use it. */
export const START_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'focusin'] as const;

/**
 * Input that puts the app's start off: while the visitor types or taps, the page answers as plain HTML
 * (a few ms a key); the app's start, hundreds of ms of script on a phone, runs in the first pause.
 */
export const INPUT_EVENTS = ['keydown', 'pointerdown', 'input'] as const;

/** The pause in input after which the app starts (ms): longer than the gap between two keys of a person typing. */
export const START_PAUSE_MS = 400;

/** Every event the loader listens to before the app starts, each once. */
const USE_EVENTS = [...new Set([...START_EVENTS, ...INPUT_EVENTS])];

/** The app starts at the latest this long (ms) after the first sign of use, pause or not. */
export const START_LATEST_MS = 2000;

/** How long (ms) a signed-in visitor's app waits to start for an emailed link's answer (`signedInLinks`). */
export const LINK_WAIT_MS = 1000;

/** `<html data-start="now">`: the page has nothing finished to read (a section still to come), start at once. */
export const START_NOW_ATTRIBUTE = 'data-start';

/**
 * `<html data-rendered-on-request>`: a resource's page rendered for this request
 * with its data (docs/decisions/011), which nothing the tab keeps changes.
 */
export const RENDERED_ON_REQUEST_ATTRIBUTE = 'data-rendered-on-request';

/**
 * The inline script of a prerendered page (ES5, it runs before anything else).
 * - A visitor with something remembered (a session, another language or theme,
 *   anything this tab keeps in sessionStorage, such as a form's draft that a
 *   reload must show) would see the wrong page: the page is hidden behind the splash and the app
 *   starts at once (`data-boot="app"`). A page whose section is still to come
 *   (`data-start="now"`) starts at once too, showing its frame meanwhile.
 * - Anyone else reads the page as it came; the app starts on the first sign of
 *   use. Links work meanwhile as plain links; a button pressed or a form sent
 *   before the app takes the page over (`data-app-started`) is pressed or sent
 *   again once it runs (see take-over.ts); from then on React sees every event.
 * - Starting also asks at once for what the app will ask for one after another
 *   (its configuration and texts, the current section's remote: manifest, entry,
 *   route chunks and texts), so nothing waits on a chain: docs/decisions/009. "At once" is
 *   right after the frame of the first sign of use, not in it (docs/decisions/048, decision 30).
 * - An emailed link a signed-in visitor opens (`signedInLinks`: a claim's) sends its token at once, with
 *   the unexpired session, and shows the API's word on the splash; the app starts once it is painted
 *   (LINK_WAIT_MS at most: its start would hold the word back on a phone), and takes the answer over
 *   (`window.__soatLinkAnswer`) instead of sending the single-use token again.
 */
export function loaderScript({
  keys,
  entry,
  languages,
  sections,
  signedInLinks,
  configElementId,
}: LoaderOptions): string {
  const json = JSON.stringify;
  return `(function () {
  var d = document, w = window, html = d.documentElement, events = ${json(USE_EVENTS)}, started = false;
  var inputs = ${json(INPUT_EVENTS)}, asked = false, timer = 0, latest = 0;
  var sections = ${json(sections)}, links = ${json(signedInLinks)};
  function stored(key) {
    try {
      return w.localStorage.getItem(key);
    } catch (e) {
      return null;
    }
  }
  function preload(href, as) {
    var link = d.createElement('link');
    link.rel = 'preload';
    link.as = as;
    link.href = href;
    if (as === 'fetch') link.crossOrigin = 'anonymous';
    d.head.appendChild(link);
  }
  function ask() {
    if (!w.fetch || !w.Promise) return;
    var language = stored(${json(keys.language)});
    if (${json(languages)}.indexOf(language) < 0) language = ${json(keys.defaultLanguage)};
    preload('/assets/i18n/' + language + '.json', 'fetch');
    var config = w.__soatConfig = fetch('/config.json', { cache: 'no-cache' }).then(function (response) {
      return response.ok ? response.json() : Promise.reject(new Error('/config.json answered ' + response.status));
    });
    config.catch(function () { /* the app takes the answer over, and shows what went wrong */ });
    var remote = sections[location.pathname.split('/')[1]];
    if (!remote) return;
    config.then(function (settings) {
      var url = settings.remotes && settings.remotes[remote];
      if (!url) return;
      var manifest = fetch(url);
      (w.__soatManifests = w.__soatManifests || {})[url] = manifest;
      return manifest.then(function (response) {
        return response.clone().json();
      }).then(function (data) {
        var entry = data.metaData.remoteEntry;
        preload(new URL(entry.path + entry.name, url).href, 'script');
        data.exposes.forEach(function (exposed) {
          if (exposed.name !== 'routes') return;
          exposed.assets.js.sync.forEach(function (file) { preload(new URL(file, url).href, 'script'); });
        });
        preload(new URL('assets/i18n/' + language + '.json', url).href, 'fetch');
      });
    }).catch(function () {
      /* the app asks again, and shows what went wrong */
    });
  }
  function prepare() {
    if (asked) return;
    asked = true;
    ask();
    preload(${json(entry)}, 'script');
  }
  function start() {
    if (started) return;
    started = true;
    clearTimeout(timer);
    clearTimeout(latest);
    events.forEach(function (name) { w.removeEventListener(name, use, true); });
    prepare();
    var script = d.createElement('script');
    script.src = ${json(entry)};
    d.head.appendChild(script);
  }
  // What a sign of use asks for is asked once the browser has painted what that input changed: the requests
  // and preloads, tens of ms of script on a phone, stay out of the first tap's or key's frame.
  function afterPaint(task) {
    if (w.requestAnimationFrame) w.requestAnimationFrame(function () { setTimeout(task, 0); });
    else setTimeout(task, 0);
  }
  // A sign of use fetches everything (right after its frame) and starts the app at the first pause in input.
  function use(event) {
    if (started) return;
    if (!latest) {
      // the first sign of use
      latest = setTimeout(start, ${START_LATEST_MS});
      afterPaint(prepare);
    }
    if (timer && inputs.indexOf(event.type) < 0) return;
    clearTimeout(timer);
    timer = setTimeout(start, ${START_PAUSE_MS});
  }
  // Something this tab keeps (a purchase form's draft, a payment attempt): a reload or Back must show it.
  // A page rendered for this request is already right whatever the tab keeps (the way back from the gateway).
  function tabState() {
    if (html.hasAttribute(${json(RENDERED_ON_REQUEST_ATTRIBUTE)})) return false;
    try {
      return w.sessionStorage.length > 0;
    } catch (e) {
      return false;
    }
  }
  function remembered() {
    return !!stored(${json(keys.token)}) || tabState() ||
      (stored(${json(keys.language)}) || ${json(keys.defaultLanguage)}) !== ${json(keys.defaultLanguage)} ||
      (stored(${json(keys.theme)}) || ${json(keys.defaultTheme)}) !== ${json(keys.defaultTheme)};
  }
  // a session's token that is not expired (the API refuses an expired one; the app then asks for a new one)
  function current(session) {
    try {
      var claims = JSON.parse(atob(session.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')));
      return typeof claims.exp === 'number' && claims.exp * 1000 > Date.now();
    } catch (e) {
      return false;
    }
  }
  function say(message) {
    var splash = d.getElementById('splash');
    if (!splash) return;
    var status = d.createElement('p');
    status.setAttribute('role', 'status');
    status.textContent = message;
    splash.removeAttribute('aria-hidden');
    splash.appendChild(status);
  }
  // The API's address the page was rendered with (the server's own configuration), read from the document:
  // no round trip to /config.json before the request that decides what the page says.
  function renderedApi() {
    try {
      var base = JSON.parse(d.getElementById(${json(configElementId)}).textContent).apiBaseUrl;
      return typeof base === 'string' ? base : null;
    } catch (e) {
      return null;
    }
  }
  // An emailed link opened with a session: its token goes now, the API's word shows on the splash (a link
  // taken, or one no longer good), and the app takes the answer over.
  function sendLink() {
    var session = stored(${json(keys.token)}), link = null, token, base = renderedApi();
    links.forEach(function (one) { if (one.path === location.pathname) link = one; });
    if (!link || !w.__soatConfig || !w.URLSearchParams || !session || !current(session)) return;
    token = new URLSearchParams(location.search).get(link.parameter);
    if (!token) return;
    var api = base ? Promise.resolve(base) : w.__soatConfig.then(function (settings) { return settings.apiBaseUrl; });
    var answer = api.then(function (apiBaseUrl) {
      // resolved as the app's client resolves its relative paths against the API's base address
      return fetch(new URL(link.apiPath.slice(1), apiBaseUrl).href, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: 'Bearer ' + session },
        body: JSON.stringify({ token: token })
      });
    }).then(function (response) {
      return response.json().catch(function () { return null; }).then(function (body) {
        return { status: response.status, body: body };
      });
    });
    w.__soatLinkAnswer = { token: token, answer: answer };
    return answer.then(function (sent) {
      if ((sent.status === 200 || sent.status === 404) && sent.body && typeof sent.body.message === 'string') {
        say(sent.body.message);
      }
    }, function () { /* not taken: the app sends it again */ });
  }
  if (remembered()) {
    html.setAttribute('data-boot', 'app');
    prepare();
    var said = sendLink();
    if (!said) return start();
    // The app's start is a long task on a phone: it waits for the link's answer (fetched meanwhile, and
    // ${LINK_WAIT_MS} ms at most), and for that answer to be painted, so the word shows before it.
    said.then(function () {
      if (!w.requestAnimationFrame) return start();
      w.requestAnimationFrame(function () { setTimeout(start, 0); });
    });
    setTimeout(start, ${LINK_WAIT_MS});
    return;
  }
  d.addEventListener('click', function (event) {
    if (html.hasAttribute('data-app-started')) return;
    var button = event.target && event.target.closest && event.target.closest('button');
    if (!button) return;
    w.__soatPendingClick = button;
    start();
  }, true);
  // A form has no address of its own before the app runs: never let the browser send it.
  d.addEventListener('submit', function (event) {
    if (html.hasAttribute('data-app-started')) return;
    event.preventDefault();
    w.__soatPendingSubmit = event.target;
    w.__soatPendingSubmitter = event.submitter;
    start();
  }, true);
  if (html.getAttribute(${json(START_NOW_ATTRIBUTE)}) === 'now') {
    start();
    return;
  }
  events.forEach(function (name) { w.addEventListener(name, use, { capture: true, passive: true }); });
})();`;
}
