import { Component, type ReactNode, Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { lazyPage } from './lazy-page';

const Rates = () => <h1>Tarifas</h1>;

/** What the host's error boundary does: shows the failure (its retry mounts the section again). */
class Failed extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

function renderPage(Page: ReturnType<typeof lazyPage>) {
  return render(
    <Suspense fallback={<p>Cargando</p>}>
      <Page />
    </Suspense>,
  );
}

describe('a page fetched page by page', () => {
  it('is fetched when first shown, the fallback showing meanwhile', async () => {
    let fetched!: (page: typeof Rates) => void;
    const load = jest.fn(() => new Promise<typeof Rates>((resolve) => (fetched = resolve)));
    renderPage(lazyPage(load));
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Cargando')).toBeInTheDocument();
    await act(async () => fetched(Rates));
    expect(screen.getByRole('heading', { name: 'Tarifas' })).toBeInTheDocument();
  });

  it('renders in the first commit once preloaded, never through the fallback', async () => {
    const Page = lazyPage(() => Promise.resolve(Rates));
    await Page.preload();
    renderPage(Page);
    expect(screen.getByRole('heading', { name: 'Tarifas' })).toBeInTheDocument();
    expect(screen.queryByText('Cargando')).not.toBeInTheDocument();
  });

  it('fetches its code once, however often it is preloaded', async () => {
    const load = jest.fn(() => Promise.resolve(Rates));
    const Page = lazyPage(load);
    await Promise.all([Page.preload(), Page.preload()]);
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows a failed fetch as its error, without fetching in a loop, and renders once fetched again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught failure
    const load = jest.fn().mockRejectedValueOnce(new Error('chunk answered 503')).mockResolvedValue(Rates);
    const Page = lazyPage(load);
    const shown = (attempt: number) => (
      <Failed key={attempt}>
        <Suspense fallback={<p>Cargando</p>}>
          <Page />
        </Suspense>
      </Failed>
    );
    const { rerender } = render(shown(0));
    expect(await screen.findByRole('alert')).toHaveTextContent('503');
    expect(load).toHaveBeenCalledTimes(1);
    // the host's retry: the page's code again, then the section again
    await Page.preload();
    rerender(shown(1));
    expect(screen.getByRole('heading', { name: 'Tarifas' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
