import { act, useId, useState, type FormEvent } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useSectionShown } from './section-shown';
import { snapshotPage, takeOverWhenSectionShown } from './page-take-over';

// A control whose name or id comes from React's `useId` has one value in the page the server wrote and
// another in the app's render (two roots: docs/decisions/009). The take-over still finds it.

/** A rating as the rating page has it: radio groups named after `useId`, and a box with an id of its own. */
function Rating({ onSend }: { onSend: (values: object) => void }) {
  const id = useId();
  const [stars, setStars] = useState<number | null>(null);
  const [again, setAgain] = useState(false);
  const send = (event: FormEvent) => {
    event.preventDefault();
    onSend({ stars, again });
  };
  return (
    <main>
      <form aria-label="Calificación" onSubmit={send}>
        <fieldset>
          <legend>Estrellas</legend>
          {[1, 2, 3].map((value) => (
            <label key={value}>
              <input
                type="radio"
                name={`${id}-estrellas`}
                value={value}
                checked={stars === value}
                onChange={() => setStars(value)}
              />
              {value}
            </label>
          ))}
        </fieldset>
        <input id={`${id}-again`} type="checkbox" checked={again} onChange={(e) => setAgain(e.target.checked)} />
        <label htmlFor={`${id}-again`}>Volvería</label>
        <button type="submit">Enviar</button>
      </form>
    </main>
  );
}

function Section({ onSend }: { onSend: (values: object) => void }) {
  useSectionShown();
  return <Rating onSend={onSend} />;
}

let root: Root | null = null;

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  delete window.__soatPendingSubmit;
});

const radio = (container: HTMLElement, value: number) =>
  container.querySelector<HTMLInputElement>(`input[type=radio][value="${value}"]`)!;

describe('taking over a page whose controls are named after useId', () => {
  it('carries the choice, the tick and the focus over though the names differ, and the app sends them', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Rating onSend={() => {}} />);
    document.body.append(container);
    const oldName = radio(container, 2).name;
    radio(container, 2).click();
    container.querySelector<HTMLInputElement>('input[type=checkbox]')!.click();
    radio(container, 2).focus();

    const onSend = jest.fn();
    takeOverWhenSectionShown(snapshotPage(container), container);
    root = createRoot(container);
    await act(async () => root!.render(<Section onSend={onSend} />));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));

    // the app's own elements, named differently from the page's…
    expect(radio(container, 2).name).not.toBe(oldName);
    // …with the visitor's choice, tick and focus
    expect(radio(container, 2).checked).toBe(true);
    expect(radio(container, 2)).toHaveFocus();
    await act(async () => container.querySelector('form')!.requestSubmit());
    expect(onSend).toHaveBeenCalledWith({ stars: 2, again: true });
  });

  it('still carries nothing to a control of another name where the old one was', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Rating onSend={() => {}} />).replaceAll('-estrellas"', '-otro"');
    document.body.append(container);
    radio(container, 2).click();
    takeOverWhenSectionShown(snapshotPage(container), container);
    root = createRoot(container);
    await act(async () => root!.render(<Section onSend={jest.fn()} />));
    expect(radio(container, 2).checked).toBe(false);
  });
});
