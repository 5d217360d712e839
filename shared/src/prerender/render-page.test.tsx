/**
 * @jest-environment node
 */
import { useDocumentTitle } from '@soat/shared/i18n';
import { Heading, UiProvider } from '@soat/shared/ui';
import { renderMarkup } from './render-page';

function Page() {
  useDocumentTitle('Iniciar sesión · Portal SOAT');
  return <Heading as="h1">Iniciar sesión</Heading>;
}

describe('renderMarkup (build time, in Node)', () => {
  it('renders the page with the title it asked for and the styles of every class it uses', () => {
    const { html, styles, title } = renderMarkup(
      <UiProvider>
        <Page />
      </UiProvider>,
    );
    expect(html).toMatch(/<h1 class="chakra-heading css-[\w-]+">Iniciar sesión<\/h1>/);
    expect(title).toBe('Iniciar sesión · Portal SOAT');
    const classes = [...html.matchAll(/css-([\w-]+)/g)].map((match) => match[1]);
    const ids = styles.map((style) => style.id);
    for (const id of classes) expect(ids).toContain(id);
    const heading = styles.find((style) => style.id === classes[0]);
    expect(heading?.css).toContain(`.css-${classes[0]}{`);
  });

  it('asks for no title when the page sets none, even after one that did', () => {
    renderMarkup(
      <UiProvider>
        <Page />
      </UiProvider>,
    );
    expect(renderMarkup(<p>Sin título</p>).title).toBeNull();
  });
});
