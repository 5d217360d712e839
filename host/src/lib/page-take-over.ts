// Taking over a page written by the server (a section's frame with the remote's
// prerendered page in it) by rendering it afresh: the markup was rendered in two
// parts (host and remote) and cannot be hydrated as one tree, but it is the same
// markup, so what the visitor did to it before the app ran is carried over to
// the new elements found at the same place. See docs/decisions/009.

import { whenSectionShown } from './section-shown';

declare global {
  interface Window {
    /** A form the visitor sent before the app had started, and the button that sent it (set by the page's loader). */
    __soatPendingSubmit?: HTMLFormElement;
    __soatPendingSubmitter?: HTMLElement | null;
  }
}

/** The prerendered page as the app found it, followed until the app replaces it. */
export interface PageSnapshot {
  /** The elements directly inside the container before the app rendered. */
  readonly elements: Element[];
  /** Stops following the page and returns what the visitor last focused and where the page was scrolled. */
  stop(): { focused: Element | null; scroll: { x: number; y: number } };
}

/** Resource hints the server's render puts first (`<link rel="preload">` for an image) are not part of the page. */
const HINTS = new Set(['LINK', 'META', 'SCRIPT', 'STYLE', 'TEMPLATE']);
const pageElements = (container: Element) => [...container.children].filter((element) => !HINTS.has(element.tagName));

/** Starts following a page that is about to be replaced: where the visitor focuses and scrolls. */
export function snapshotPage(container: HTMLElement): PageSnapshot {
  let focused: Element | null = container.contains(document.activeElement) ? document.activeElement : null;
  let scroll = { x: window.scrollX, y: window.scrollY };
  const onFocus = (event: FocusEvent) => {
    if (event.target instanceof Element && container.contains(event.target)) focused = event.target;
  };
  const onScroll = () => {
    scroll = { x: window.scrollX, y: window.scrollY };
  };
  document.addEventListener('focusin', onFocus, true);
  window.addEventListener('scroll', onScroll, { passive: true });
  return {
    elements: pageElements(container),
    stop() {
      document.removeEventListener('focusin', onFocus, true);
      window.removeEventListener('scroll', onScroll);
      return { focused, scroll };
    },
  };
}

/** Where an old element was: its index among the top elements, then among its parent's children, down to it. */
function placeOf(element: Element, elements: Element[]): number[] | null {
  const place: number[] = [];
  let node: Element = element;
  while (!elements.includes(node)) {
    const parent = node.parentElement;
    if (!parent) return null;
    place.unshift([...parent.children].indexOf(node));
    node = parent;
  }
  return [elements.indexOf(node), ...place];
}

/**
 * A value React's `useId` made, in any attribute built from one (a radio group's `name`, say). The
 * server's render writes `_R_<place in the tree>_` and a root rendered afresh `_r_<counter>_`, and a
 * section's page is written by the remote's root and rendered again by the host's (see above), so the
 * same control has two such values: one for the page as it came, one for the app's.
 */
const REACT_ID = /_[Rr]_[0-9a-v]+(?:H[0-9a-v]+)?_/g;

/** An attribute's value with any `useId` value in it made one and the same. */
const withoutReactIds = (value: string | null) => value?.replace(REACT_ID, '_id_') ?? null;

/** The new element at the place an old one was, if it is the same kind of element. */
function counterpart<T extends Element>(old: T, snapshot: PageSnapshot, container: HTMLElement): T | null {
  const place = placeOf(old, snapshot.elements);
  if (!place) return null;
  let node: Element | undefined = pageElements(container)[place[0]!];
  for (const index of place.slice(1)) node = node?.children[index];
  if (!node || node.tagName !== old.tagName) return null;
  for (const attribute of ['type', 'name', 'role']) {
    if (withoutReactIds(node.getAttribute(attribute)) !== withoutReactIds(old.getAttribute(attribute))) return null;
  }
  return node as unknown as T;
}

type FormControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const CHECKABLE = new Set(['checkbox', 'radio']);

/**
 * The option a list shows before anyone chooses: the last one marked `selected` in the markup, or,
 * with none marked, the first that is not disabled (the browser's rule for a single choice).
 */
function defaultIndex(select: HTMLSelectElement): number {
  const options = [...select.options];
  const marked = options.map((option) => option.defaultSelected).lastIndexOf(true);
  return marked !== -1 ? marked : options.findIndex((option) => !option.disabled);
}

function changedByVisitor(control: FormControl): boolean {
  if (control instanceof HTMLSelectElement) {
    if (!control.multiple) return control.selectedIndex !== defaultIndex(control);
    return [...control.options].some((option) => option.selected !== option.defaultSelected);
  }
  if (control instanceof HTMLInputElement && CHECKABLE.has(control.type)) {
    return control.checked !== control.defaultChecked;
  }
  return control.value !== control.defaultValue;
}

/**
 * Writes a value into the field with the browser's own setter, past React's record of the value it
 * rendered: the app does not hear of it until an event tells it (typeValue).
 */
function showValue(control: FormControl, value: string): void {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control) as object, 'value')?.set?.call(control, value);
}

/** Sets a value as typing would, so that React (and the form library) hear of it. */
function typeValue(control: FormControl, value: string): void {
  showValue(control, value);
  control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

const isCheckable = (control: FormControl): control is HTMLInputElement =>
  control instanceof HTMLInputElement && CHECKABLE.has(control.type);

/**
 * A value the visitor typed or chose, carried to the new field in two moments. In the commit that
 * takes the page over, it is shown in the field and nothing more: telling the app at once made it
 * render the whole form again in the same task (150 ms at 4× on the purchase's vehicle step, on top
 * of the commit's own). In the next task the app is told, as typing would tell it, unless the visitor
 * has typed into the field meanwhile (the app heard the whole value then) — a form that rendered the
 * field again in between has put its own value back, and is told the visitor's.
 * A box or a choice is ticked in the commit, as a click: nothing is shown differently meanwhile.
 */
function carryValue(old: FormControl, next: FormControl): (() => void) | null {
  if (isCheckable(next)) {
    if (next.checked !== (old as HTMLInputElement).checked) next.click();
    return null;
  }
  if (next.value === old.value) return null;
  showValue(next, old.value);
  let typedOn = false;
  const onInput = () => {
    typedOn = true;
  };
  next.addEventListener('input', onInput);
  next.addEventListener('change', onInput);
  return () => {
    next.removeEventListener('input', onInput);
    next.removeEventListener('change', onInput);
    if (!typedOn && next.isConnected) typeValue(next, old.value);
  };
}

/** Puts the caret back; after the app has settled, as a controlled input moves it when React writes its value. */
function carrySelection(old: Element, next: Element): void {
  if (
    (old instanceof HTMLInputElement || old instanceof HTMLTextAreaElement) &&
    (next instanceof HTMLInputElement || next instanceof HTMLTextAreaElement) &&
    next === document.activeElement
  ) {
    try {
      next.setSelectionRange(old.selectionStart, old.selectionEnd, old.selectionDirection ?? undefined);
    } catch {
      /* an input without a caret (email, number) */
    }
  }
}

/**
 * Once the app's first render has replaced the page: what the visitor typed,
 * ticked or chose, where they were (focus, caret, scroll), and the button they
 * pressed or the form they sent meanwhile, carried over to the new elements.
 * The app hears of the carried values in the next task (carryValue), and the
 * caret and the press follow them there, once the app has taken them in (a
 * controlled form re-renders with them first).
 */
export function carryOver(snapshot: PageSnapshot, container: HTMLElement): Promise<void> {
  const { focused, scroll } = snapshot.stop();
  const tellApp: (() => void)[] = [];
  for (const element of snapshot.elements) {
    for (const old of element.querySelectorAll<FormControl>('input, textarea, select')) {
      if (!changedByVisitor(old)) continue;
      const next = counterpart(old, snapshot, container);
      const told = next && carryValue(old, next);
      if (told) tellApp.push(told);
    }
  }
  const focusedNow = focused && counterpart(focused, snapshot, container);
  if (focusedNow instanceof HTMLElement) focusedNow.focus({ preventScroll: true });
  // a key pressed before the caret is put back: the visitor types on where the browser's caret is,
  // and putting the old field's back would send the next keys elsewhere
  let typedOn = false;
  const onKey = () => {
    typedOn = true;
  };
  document.addEventListener('keydown', onKey, true);
  if (window.scrollX !== scroll.x || window.scrollY !== scroll.y) window.scrollTo(scroll.x, scroll.y);

  const click = window.__soatPendingClick;
  const submit = window.__soatPendingSubmit;
  const submitter = window.__soatPendingSubmitter;
  delete window.__soatPendingClick;
  delete window.__soatPendingSubmit;
  delete window.__soatPendingSubmitter;
  return new Promise((resolve) => {
    setTimeout(() => {
      for (const tell of tellApp) tell();
      document.removeEventListener('keydown', onKey, true);
      if (focused && focusedNow && !typedOn) carrySelection(focused, focusedNow);
      const button = click && !click.isConnected ? counterpart(click, snapshot, container) : null;
      const form = submit ? counterpart(submit, snapshot, container) : null;
      // the button that sent the form is pressed by sending it again; any other press first
      if (button instanceof HTMLElement && !(form && click === submitter)) button.click();
      if (form instanceof HTMLFormElement) {
        const sender = submitter ? counterpart(submitter, snapshot, container) : null;
        try {
          form.requestSubmit(sender instanceof HTMLButtonElement || sender instanceof HTMLInputElement ? sender : null);
        } catch {
          form.requestSubmit(); // the sender is no submit button of that form any more
        }
      }
      resolve();
    }, 0);
  });
}

/**
 * Takes the page over once its section has rendered (useSectionShown), not before: it may come late.
 * (This module is fetched only by a section's page: bootstrap.tsx.)
 */
export function takeOverWhenSectionShown(snapshot: PageSnapshot, container: HTMLElement): void {
  whenSectionShown(() => void carryOver(snapshot, container));
}
