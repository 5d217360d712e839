import { act, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes, useNavigate } from '@soat/shared/router';
import { ScrollRestoration } from './scroll-restoration';

function Back() {
  const navigate = useNavigate();
  return <button onClick={() => navigate(-1)}>Atrás</button>;
}

function Portal() {
  return (
    <MemoryRouter initialEntries={['/home']}>
      <ScrollRestoration />
      <Link to="/tarifas">Tarifas</Link>
      <Link to="/quienes-somos#terminos">Términos</Link>
      <Back />
      <Routes>
        <Route path="/quienes-somos" element={<h2 id="terminos">Términos</h2>} />
        <Route path="*" element={null} />
      </Routes>
    </MemoryRouter>
  );
}

/** Scrolls the window as a visitor would: the position, then the browser's scroll event. */
function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

let scrolled: jest.SpyInstance;
beforeEach(() => {
  scrollTo(0);
  scrolled = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => scrolled.mockRestore());

it('keeps the first page where the browser has it', () => {
  scrollTo(300);
  render(<Portal />);
  expect(scrolled).not.toHaveBeenCalled();
});

it('starts a new page at its top, and going back returns to where the last one was left', async () => {
  render(<Portal />);
  scrollTo(640);
  await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Tarifas' })));
  expect(scrolled).toHaveBeenLastCalledWith(0, 0);

  scrollTo(120);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Atrás' })));
  expect(scrolled).toHaveBeenLastCalledWith(0, 640);
});

it('takes a link with a #hash to the element it names', async () => {
  const shown = jest.fn();
  Element.prototype.scrollIntoView = shown;
  render(<Portal />);
  await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Términos' })));
  expect(shown.mock.contexts[0]).toBe(screen.getByRole('heading', { name: 'Términos' }));
  expect(scrolled).not.toHaveBeenCalled();
});
