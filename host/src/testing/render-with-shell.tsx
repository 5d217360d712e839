// Renders a part of the host as the app does: theme, Spanish texts and a router at a URL.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { initI18nWithTexts } from '@soat/shared/i18n';
import { MemoryRouter } from '@soat/shared/router';
import { UiProvider } from '@soat/shared/ui-core';
import es from '../../public/assets/i18n/es.json';

/** The host's Spanish texts; call it in `beforeAll`. */
export async function setUpTexts(): Promise<void> {
  await initI18nWithTexts('host', 'es', es);
}

export function renderWithShell(element: ReactElement, { at = '/' }: { at?: string } = {}) {
  return render(
    <UiProvider>
      <MemoryRouter initialEntries={[at]}>{element}</MemoryRouter>
    </UiProvider>,
  );
}
