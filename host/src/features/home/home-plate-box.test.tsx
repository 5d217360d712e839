import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from '@soat/shared/router';
import { renderWithShell, setUpTexts } from '../../testing/render-with-shell';
import { HomePlateBox } from './home-plate-box';

beforeAll(setUpTexts);

function Location() {
  const { pathname, search, state } = useLocation();
  return (
    <>
      <output data-testid="location">{`${pathname}${search}`}</output>
      <output data-testid="state">{JSON.stringify(state)}</output>
    </>
  );
}

const renderBox = () =>
  renderWithShell(
    <>
      <Routes>
        <Route path="*" element={<HomePlateBox />} />
      </Routes>
      <Location />
    </>,
    { at: '/home' },
  );

describe("the home page's plate box", () => {
  it('is a plain GET form to the purchase page, so it works before any script runs', () => {
    renderBox();
    const plate = screen.getByRole('textbox', { name: 'Placa de tu vehículo' });
    expect(plate).toHaveAttribute('name', 'placa');
    const form = plate.closest('form');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/cotizar-soat/comprar-soat');
    expect(screen.getByRole('button', { name: 'Cotizar SOAT' })).toHaveAttribute('type', 'submit');
    // the owner's document has no name: a form sent before the app runs never puts it in the address
    const document = screen.getByRole('textbox', { name: 'Cédula del propietario (opcional)' });
    expect(document).not.toHaveAttribute('name');
    expect(new FormData(form as HTMLFormElement).has('placa')).toBe(true);
    expect([...new FormData(form as HTMLFormElement).keys()]).toEqual(['placa']);
  });

  it("hands the owner's document to the purchase page in the history entry's state, never in the address", async () => {
    const user = userEvent.setup();
    renderBox();
    await user.type(screen.getByRole('textbox', { name: 'Placa de tu vehículo' }), 'xka123');
    await user.type(screen.getByRole('textbox', { name: 'Cédula del propietario (opcional)' }), ' 1020304050 ');
    await user.click(screen.getByRole('button', { name: 'Cotizar SOAT' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/cotizar-soat\/comprar-soat\?placa=xka123$/);
    expect(JSON.parse(screen.getByTestId('state').textContent!)).toEqual({ numeroDocumentoPropietario: '1020304050' });
  });

  it('with the app running, takes the visitor to the purchase page with the plate, without reloading', async () => {
    const user = userEvent.setup();
    renderBox();
    await user.type(screen.getByRole('textbox', { name: 'Placa de tu vehículo' }), ' abc123 ');
    await user.click(screen.getByRole('button', { name: 'Cotizar SOAT' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/cotizar-soat/comprar-soat?placa=abc123');
  });
});
