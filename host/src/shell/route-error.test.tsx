import { act, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from '@soat/shared/router';
import { renderWithShell, setUpTexts } from '../testing/render-with-shell';
import { RouteErrorBoundary } from './route-error';

beforeAll(setUpTexts);

function Broken(): never {
  throw new Error('a page that throws');
}

it('shows the route error instead of a page that throws, and the page of the next address again', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  renderWithShell(
    <RouteErrorBoundary>
      <Routes>
        <Route path="/quienes-somos" element={<Broken />} />
        <Route path="/home" element={<h1>Inicio</h1>} />
      </Routes>
    </RouteErrorBoundary>,
    { at: '/quienes-somos' },
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Algo salió mal' })).toBeInTheDocument();
  await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Ir al inicio' })));
  expect(screen.getByRole('heading', { level: 1, name: 'Inicio' })).toBeInTheDocument();
});
