import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@soat/shared/i18n';
import { renderWithShell, setUpTexts } from '../testing/render-with-shell';
import { PreferencesMenu } from './preferences-menu';

beforeAll(setUpTexts);
afterEach(async () => {
  await i18n.changeLanguage('es');
  delete document.documentElement.dataset.theme;
});

const openButton = () => screen.getByRole('button', { name: 'Idioma y tema' });

describe('the language and theme panel', () => {
  it('opens from its button and closes with Escape, giving the focus back to the button', async () => {
    const user = userEvent.setup();
    renderWithShell(<PreferencesMenu />);
    expect(openButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('combobox', { name: 'Idioma' })).not.toBeInTheDocument();

    await user.click(openButton());
    expect(openButton()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('group', { name: 'Preferencias' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(openButton()).toHaveAttribute('aria-expanded', 'false');
    expect(openButton()).toHaveFocus();
  });

  it('renders its lists only once opened: the page’s first render, prerendered, does without their code', async () => {
    const user = userEvent.setup();
    const { container } = renderWithShell(<PreferencesMenu />);
    expect(container.querySelector('select')).toBeNull();
    await user.click(openButton());
    expect(await screen.findByRole('combobox', { name: 'Idioma' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Tema' })).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('closes on a click outside it', async () => {
    const user = userEvent.setup();
    renderWithShell(
      <>
        <PreferencesMenu />
        <p>Fuera del panel</p>
      </>,
    );
    await user.click(openButton());
    await user.click(screen.getByText('Fuera del panel'));
    expect(openButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('applies and remembers the chosen theme', async () => {
    const user = userEvent.setup();
    renderWithShell(<PreferencesMenu />);
    await user.click(openButton());
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Tema' }), 'teal');
    expect(document.documentElement.dataset.theme).toBe('teal');
    expect(window.localStorage.getItem('theme')).toBe('teal');
  });

  it('switches the language of the page and remembers it', async () => {
    const user = userEvent.setup();
    renderWithShell(<PreferencesMenu />);
    await user.click(openButton());
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Idioma' }), 'en');
    expect(i18n.language).toBe('en');
    expect(window.localStorage.getItem('language')).toBe('en');
  });
});
