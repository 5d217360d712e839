import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from '@soat/shared/router';
import { renderWithShell, setUpTexts } from '../../testing/render-with-shell';
import { HomePlateBox } from './home-plate-box';

beforeAll(setUpTexts);

function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
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
  });

  it('with the app running, takes the visitor to the purchase page with the plate, without reloading', async () => {
    const user = userEvent.setup();
    renderBox();
    await user.type(screen.getByRole('textbox', { name: 'Placa de tu vehículo' }), ' abc123 ');
    await user.click(screen.getByRole('button', { name: 'Cotizar SOAT' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/cotizar-soat/comprar-soat?placa=abc123');
  });
});
