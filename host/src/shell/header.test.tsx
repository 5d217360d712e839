import { act, screen, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '@soat/shared/router';
import { sessionStore } from '@soat/shared/session';
import { createRuntimeConfig } from '@soat/shared/testing';
import { UiProvider } from '@soat/shared/ui-core';
import { RuntimeConfigContext } from '../config/runtime-config-context';
import { renderWithShell, setUpTexts } from '../testing/render-with-shell';
import { Header } from './header';

beforeAll(setUpTexts);

const withDemo = (enabled: boolean) => ({ ...createRuntimeConfig(), demo: { enabled } });

function App({ demo }: { demo: boolean }) {
  return (
    <UiProvider>
      <MemoryRouter initialEntries={['/quienes-somos']}>
        <RuntimeConfigContext value={withDemo(demo)}>
          <Header />
        </RuntimeConfigContext>
      </MemoryRouter>
    </UiProvider>
  );
}

// the row of links is for wide screens (hidden by CSS in jsdom), the menu's column for narrow ones
const demoLinks = () => screen.queryAllByRole('link', { name: 'Demo', hidden: true });

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

describe('the header', () => {
  it('links to the demo when the runtime configuration enables it, and not otherwise', () => {
    renderWithShell(
      <RuntimeConfigContext value={withDemo(true)}>
        <Header />
      </RuntimeConfigContext>,
    );
    const nav = screen.getByRole('navigation', { name: 'Navegación principal', hidden: true });
    expect(within(nav).getByRole('link', { name: 'Demo', hidden: true })).toHaveAttribute('href', '/demo');
    document.body.innerHTML = '';

    renderWithShell(
      <RuntimeConfigContext value={withDemo(false)}>
        <Header />
      </RuntimeConfigContext>,
    );
    expect(demoLinks()).toHaveLength(0);
  });

  it('says, as a status a screen reader announces, that it is checking a stored session', () => {
    sessionStore.setState({ status: 'unknown', user: null });
    try {
      renderWithShell(
        <RuntimeConfigContext value={withDemo(false)}>
          <Header />
        </RuntimeConfigContext>,
      );
      expect(screen.getByRole('status', { name: 'Verificando tu sesión' })).toBeInTheDocument();
    } finally {
      act(() => sessionStore.setState({ status: 'anonymous', user: null }));
    }
  });

  it('is written by a server as the runtime configuration says, and taken over as it is', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<App demo={false} />);
    expect(container.querySelectorAll('a[href="/demo"]')).toHaveLength(0);
    container.innerHTML = renderToString(<App demo />);
    document.body.append(container);
    // the page shows the link before any script runs, as the app will
    expect(demoLinks().length).toBeGreaterThan(0);
    const written = screen.getByRole('button', { name: 'Idioma y tema' });

    const recoverable = jest.fn();
    await act(async () => {
      root = hydrateRoot(container, <App demo />, { onRecoverableError: recoverable });
    });

    // hydrated, not rendered again: no mismatch, and the element the visitor may have pressed is kept
    expect(recoverable).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Idioma y tema' })).toBe(written);
    expect(demoLinks().length).toBeGreaterThan(0);
  });
});
