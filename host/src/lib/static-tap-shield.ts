/** Events React answers by hydrating at once the part of the page they land on, when it is not hydrated yet. */
const HYDRATING_EVENTS = [
  'pointerdown',
  'pointerup',
  'mousedown',
  'mouseup',
  'click',
  'auxclick',
  'dblclick',
  'contextmenu',
  'touchstart',
  'touchend',
] as const;

/**
 * What a tap can act on: anything else on a prerendered page is text and pictures. An element focused
 * only by script (`tabindex="-1"`: the layout's <main>, for the skip link) is not a tap target.
 */
const INTERACTIVE =
  'a[href],button,input,select,textarea,label,summary,[tabindex]:not([tabindex="-1"]),[contenteditable],[role=button],[role=link],[role=checkbox],[role=radio],[role=switch],[role=tab],[role=menuitem],[role=option],[role=combobox],[role=slider]';

function shield(event: Event): void {
  const target = event.target;
  if (target instanceof Element && target.closest(INTERACTIVE)) return;
  // React never sees it: nothing there to act on, and no part hydrated at once for it
  event.stopPropagation();
}

const options = { capture: true, passive: true } as const;

/**
 * While the app takes a prerendered page over, a tap on text (a heading, a paragraph, a touch to scroll)
 * does not make React hydrate that part at once, in one long task, before the tap is answered
 * (docs/decisions/018): React hydrates it in its turn. Controls and links are untouched.
 */
export function shieldStaticContent(): void {
  for (const name of HYDRATING_EVENTS) window.addEventListener(name, shield, options);
}

/** Every tap reaches React again: the page is hydrated. */
export function liftShield(): void {
  for (const name of HYDRATING_EVENTS) window.removeEventListener(name, shield, options);
}
