import { fireEvent, screen } from '@testing-library/react';
import { renderWithShell, setUpTexts } from '../testing/render-with-shell';
import { PreferencesMenu } from './preferences-menu';

// The lists' code fails to arrive once (a network gone for a moment), then arrives
let mockFailNext = true;
jest.mock('./preferences-fields', () => {
  if (mockFailNext) {
    mockFailNext = false;
    throw new Error('sin red');
  }
  return jest.requireActual('./preferences-fields');
});

beforeAll(setUpTexts);

describe('the language and theme panel without its lists’ code', () => {
  it('says the lists could not be loaded, and asks for them again on the next open', async () => {
    renderWithShell(<PreferencesMenu />);
    const openButton = screen.getByRole('button', { name: 'Idioma y tema' });
    fireEvent.click(openButton);
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudieron cargar las preferencias.');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();

    fireEvent.click(openButton);
    expect(openButton).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(openButton);
    expect(await screen.findByRole('combobox', { name: 'Idioma' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
