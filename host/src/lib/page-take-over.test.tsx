import { act, Suspense, use, useState, type FormEvent } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useSectionShown } from './section-shown';
import { snapshotPage, takeOverWhenSectionShown } from './page-take-over';

/** Called each time the form below renders. */
const formRendered = jest.fn();

/** A small form as a remote page would have it: React hears of every change. */
function Form({ onSend }: { onSend: (values: object) => void }) {
  formRendered();
  const [values, setValues] = useState({ correo: '', plan: 'basico', acepta: false });
  const [shown, setShown] = useState(false);
  const set = (change: Partial<typeof values>) => setValues((current) => ({ ...current, ...change }));
  const send = (event: FormEvent) => {
    event.preventDefault();
    onSend(values);
  };
  return (
    <main>
      <form aria-label="Datos" onSubmit={send}>
        <label>
          Correo
          <input name="correo" value={values.correo} onChange={(e) => set({ correo: e.target.value })} />
        </label>
        <label>
          Plan
          <select name="plan" value={values.plan} onChange={(e) => set({ plan: e.target.value })}>
            <option value="basico">Básico</option>
            <option value="completo">Completo</option>
          </select>
        </label>
        <label>
          Acepto
          <input
            type="checkbox"
            name="acepta"
            checked={values.acepta}
            onChange={(e) => set({ acepta: e.target.checked })}
          />
        </label>
        <button type="button" aria-pressed={shown} onClick={() => setShown(!shown)}>
          Mostrar
        </button>
        <button type="submit" name="enviar">
          Enviar
        </button>
      </form>
    </main>
  );
}

let root: Root | null = null;

/** The page as the server wrote it, with the resource hint React's server render puts first. */
function serverPage(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = `<link rel="preload" as="image" href="/logo.svg">${renderToString(<Form onSend={() => {}} />)}`;
  document.body.append(container);
  return container;
}

/** The section as the host mounts a remote's routes (RemoteSection): it says when it is shown. */
function Section({ onSend }: { onSend: (values: object) => void }) {
  useSectionShown();
  return <Form onSend={onSend} />;
}

/** Lets the presses that follow the take-over run. */
const aMoment = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

/** The app's first render replacing the page, as bootstrap.tsx does it. */
async function takeOver(container: HTMLElement, onSend: (values: object) => void) {
  takeOverWhenSectionShown(snapshotPage(container), container);
  root = createRoot(container);
  await act(async () => root!.render(<Section onSend={onSend} />));
  await aMoment();
}

/**
 * The app's first render committed over the page, then `between` run before the task that follows the
 * commit (where the app is told the carried values, the caret put back and presses made), then that task.
 */
function takeOverStepByStep(container: HTMLElement, onSend: (values: object) => void, between: () => void) {
  jest.useFakeTimers();
  try {
    takeOverWhenSectionShown(snapshotPage(container), container);
    root = createRoot(container);
    act(() => root!.render(<Section onSend={onSend} />));
    between();
    act(() => jest.runOnlyPendingTimers());
  } finally {
    jest.useRealTimers();
  }
}

/** A key typed into a field, as the browser does it: the value changes past React's record, then `input`. */
function typeKey(input: HTMLInputElement, key: string) {
  input.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, input.value + key);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

const field = (container: HTMLElement, name: string) =>
  container.querySelector<HTMLInputElement & HTMLSelectElement>(`[name=${name}]`)!;

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  delete window.__soatPendingClick;
  delete window.__soatPendingSubmit;
  delete window.__soatPendingSubmitter;
});

describe('taking over a page the server wrote', () => {
  it('keeps what the visitor typed, chose and ticked before the app ran, and the app knows it', async () => {
    const container = serverPage();
    const old = {
      correo: field(container, 'correo'),
      plan: field(container, 'plan'),
      acepta: field(container, 'acepta'),
    };
    old.correo.value = 'ana@example.com';
    old.plan.value = 'completo';
    old.acepta.checked = true;
    const onSend = jest.fn();
    await takeOver(container, onSend);

    expect(field(container, 'correo')).not.toBe(old.correo);
    expect(field(container, 'correo').value).toBe('ana@example.com');
    expect(field(container, 'plan').value).toBe('completo');
    expect(field(container, 'acepta').checked).toBe(true);
    await act(async () => container.querySelector('form')!.requestSubmit());
    expect(onSend).toHaveBeenCalledWith({ correo: 'ana@example.com', plan: 'completo', acepta: true });
  });

  it('shows a carried value in the commit that takes the page over, and tells the app in the next task', async () => {
    const container = serverPage();
    field(container, 'correo').value = 'ana@example.com';
    const onSend = jest.fn();
    formRendered.mockClear();
    takeOverStepByStep(container, onSend, () => {
      expect(field(container, 'correo').value).toBe('ana@example.com');
      // the commit did not render the form again to take the value in
      expect(formRendered).toHaveBeenCalledTimes(1);
    });
    expect(formRendered).toHaveBeenCalledTimes(2);
    expect(field(container, 'correo').value).toBe('ana@example.com');
    await act(async () => container.querySelector('form')!.requestSubmit());
    expect(onSend).toHaveBeenCalledWith(expect.objectContaining({ correo: 'ana@example.com' }));
  });

  it("tells the app the visitor's value when the form rendered the field again before it was told", async () => {
    const container = serverPage();
    field(container, 'correo').value = 'ana@example.com';
    const onSend = jest.fn();
    takeOverStepByStep(container, onSend, () => {
      // a render in between writes the value the app knows (none) back into the field
      act(() => container.querySelector<HTMLElement>('button[type=button]')!.click());
      expect(field(container, 'correo').value).toBe('');
    });
    expect(field(container, 'correo').value).toBe('ana@example.com');
    await act(async () => container.querySelector('form')!.requestSubmit());
    expect(onSend).toHaveBeenCalledWith(expect.objectContaining({ correo: 'ana@example.com' }));
  });

  it('leaves a list the visitor did not touch as the app renders it, though the markup marks no option chosen', async () => {
    const container = serverPage();
    // the server's list shows its first option, marked by no `selected`; the app chooses another
    const old = field(container, 'plan');
    for (const option of old.options) option.removeAttribute('selected');
    old.prepend(new Option('Elige un plan', ''));
    old.selectedIndex = 0;
    const onSend = jest.fn();
    await takeOver(container, onSend);
    expect(field(container, 'plan').value).toBe('basico');
    await act(async () => container.querySelector('form')!.requestSubmit());
    expect(onSend).toHaveBeenCalledWith(expect.objectContaining({ plan: 'basico' }));
  });

  it('leaves untouched fields as the app renders them', async () => {
    const container = serverPage();
    await takeOver(container, jest.fn());
    expect(field(container, 'correo').value).toBe('');
    expect(field(container, 'acepta').checked).toBe(false);
  });

  it('keeps the focus and the caret where the visitor left them', async () => {
    const container = serverPage();
    const old = field(container, 'correo');
    old.value = 'ana@example.com';
    old.focus();
    old.setSelectionRange(3, 3);
    await takeOver(container, jest.fn());
    const input = field(container, 'correo');
    expect(input).toHaveFocus();
    expect([input.selectionStart, input.selectionEnd]).toEqual([3, 3]);
  });

  it('leaves the caret where the visitor goes on typing, once the field is taken over', async () => {
    const container = serverPage();
    const old = field(container, 'correo');
    old.value = 'Cla';
    old.focus();
    old.setSelectionRange(3, 3);
    takeOverStepByStep(container, jest.fn(), () => {
      // a key typed into the new field before the caret would be put back
      const input = field(container, 'correo');
      expect(input).not.toBe(old);
      act(() => typeKey(input, 'v'));
      input.setSelectionRange(4, 4);
    });
    const input = field(container, 'correo');
    expect(input.value).toBe('Clav');
    expect([input.selectionStart, input.selectionEnd]).toEqual([4, 4]);
  });

  it('sends once the form the visitor sent before the app ran', async () => {
    const container = serverPage();
    field(container, 'correo').value = 'ana@example.com';
    window.__soatPendingSubmit = container.querySelector('form')!;
    const onSend = jest.fn();
    await takeOver(container, onSend);
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith(expect.objectContaining({ correo: 'ana@example.com' }));
  });

  it('sends the form once when the button that sent it was pressed before the app ran', async () => {
    const container = serverPage();
    const send = container.querySelector<HTMLElement>('button[type=submit]')!;
    window.__soatPendingClick = send;
    window.__soatPendingSubmit = container.querySelector('form')!;
    window.__soatPendingSubmitter = send;
    const onSend = jest.fn();
    await takeOver(container, onSend);
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(window.__soatPendingClick).toBeUndefined();
  });

  it('presses another button pressed after sending, and still sends the form once', async () => {
    const container = serverPage();
    window.__soatPendingSubmit = container.querySelector('form')!;
    window.__soatPendingSubmitter = container.querySelector<HTMLElement>('button[type=submit]');
    window.__soatPendingClick = container.querySelector<HTMLElement>('button[type=button]')!;
    const onSend = jest.fn();
    await takeOver(container, onSend);
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(container.querySelector('button[type=button]')).toHaveAttribute('aria-pressed', 'true');
  });

  it('waits for a section that arrives after the first render (a slow remote), and carries the input over then', async () => {
    const container = serverPage();
    field(container, 'correo').value = 'ana@example.com';
    window.__soatPendingSubmit = container.querySelector('form')!;
    let arrive: () => void = () => {};
    const remote = new Promise<void>((resolve) => (arrive = resolve));
    function SlowSection({ onSend }: { onSend: (values: object) => void }) {
      use(remote);
      return <Section onSend={onSend} />;
    }
    const onSend = jest.fn();
    takeOverWhenSectionShown(snapshotPage(container), container);
    root = createRoot(container);
    await act(async () =>
      root!.render(
        <Suspense fallback={<p>Cargando</p>}>
          <SlowSection onSend={onSend} />
        </Suspense>,
      ),
    );
    expect(container).toHaveTextContent('Cargando');
    expect(onSend).not.toHaveBeenCalled();

    await act(async () => arrive());
    await aMoment();
    expect(field(container, 'correo').value).toBe('ana@example.com');
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('carries nothing to an element that is not the same kind where the old one was', async () => {
    const container = document.createElement('div');
    container.innerHTML = '<main><form><input name="otro"></form></main>';
    document.body.append(container);
    const old = container.querySelector('input')!;
    old.value = 'no va';
    await takeOver(container, jest.fn());
    expect(field(container, 'correo').value).toBe('');
  });
});
