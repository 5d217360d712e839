import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { initI18nWithTexts, preloadTrans, Trans, useTranslation } from './i18n';

const TermsLink = ({ children }: { children?: ReactNode }) => <a href="/quienes-somos#terminos">{children}</a>;
const LINKS = { terms: <TermsLink /> };

function Terms() {
  const { t } = useTranslation('forms');
  return (
    <p>
      <Trans t={t} i18nKey="terms" components={LINKS} />
    </p>
  );
}

beforeAll(() => initI18nWithTexts('forms', 'es', { terms: 'Acepto los <terms>términos y condiciones</terms>.' }));

// In this order: the code of <Trans> is fetched once per page, and stays.
it('shows the sentence as plain text until the code of <Trans> arrives, then with its link', async () => {
  render(<Terms />);
  expect(screen.getByText('Acepto los términos y condiciones.')).toBeInTheDocument();
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'términos y condiciones' })).toHaveAttribute(
    'href',
    '/quienes-somos#terminos',
  );
});

it('renders the link in the first render once preloaded (a page taken over, a page rendered on a server)', async () => {
  await preloadTrans();
  expect(renderToString(<Terms />)).toContain('<a href="/quienes-somos#terminos">términos y condiciones</a>');
});
