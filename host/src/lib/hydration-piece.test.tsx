import { lazy, Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { HydrationPiece, whenPiecesHydrated } from './hydration-piece';

describe('waiting for every piece of the page', () => {
  it('calls at once when every piece is in', () => {
    render(
      <>
        <HydrationPiece>
          <h1>Tu SOAT</h1>
        </HydrationPiece>
        <HydrationPiece>
          <p>Tarifas</p>
        </HydrationPiece>
      </>,
    );
    const done = jest.fn();
    whenPiecesHydrated(done);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('waits for a piece whose content is not in yet, then calls once', async () => {
    let arrive!: (module: { default: () => React.JSX.Element }) => void;
    const Late = lazy(() => new Promise<{ default: () => React.JSX.Element }>((resolve) => (arrive = resolve)));
    render(
      <Suspense fallback={null}>
        <HydrationPiece>
          <h1>Tu SOAT</h1>
        </HydrationPiece>
        <HydrationPiece>
          <Late />
        </HydrationPiece>
      </Suspense>,
    );
    const done = jest.fn();
    whenPiecesHydrated(done);
    expect(done).not.toHaveBeenCalled();
    await act(async () => arrive({ default: () => <p>Tarifas</p> }));
    expect(screen.getByText('Tarifas')).toBeInTheDocument();
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('does not wait for a piece that is gone before its content came in', () => {
    const Never = lazy(() => new Promise<{ default: () => null }>(() => {}));
    const { unmount } = render(
      <HydrationPiece>
        <Never />
      </HydrationPiece>,
    );
    const done = jest.fn();
    whenPiecesHydrated(done);
    expect(done).not.toHaveBeenCalled();
    unmount();
    expect(done).toHaveBeenCalledTimes(1);
  });
});
