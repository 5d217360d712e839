import { render } from '@testing-library/react';
import { useFirstPageShown } from './splash';

function FirstPage() {
  useFirstPageShown();
  return <p>Mis pólizas</p>;
}

afterEach(() => {
  document.body.innerHTML = '';
  delete document.documentElement.dataset.appReady;
});

describe('the first page shown', () => {
  it("hides the splash, and takes the loader's word off it before it is painted: the page says it from now on", () => {
    document.body.innerHTML =
      '<div id="splash"><img src="/assets/logo.svg" alt="" /><p role="status">Agregamos 1 póliza a tus pólizas.</p></div>';
    render(<FirstPage />);
    expect(document.querySelector('#splash [role=status]')).toBeNull();
    expect(document.getElementById('splash')).toHaveAttribute('data-hidden', 'true');
    expect(document.documentElement.dataset.appReady).toBe('true');
  });
});
