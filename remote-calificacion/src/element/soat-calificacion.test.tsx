import { act, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, recordRequests, testApi } from '@soat/shared/testing';
import { RATING_FIXTURES, TEST_API } from '../testing/render-page';
import { defineRatingElement, ELEMENT_NAME, SENT_EVENT } from './soat-calificacion';

// The API a partner's page names in the element's `api` attribute: the test API, whose handlers the
// contract types. The element reaches it only through that attribute (without it, it would read the
// config.json beside its script), with fetch and not the portal's client.
const PARTNER_API = TEST_API;

const checking = () =>
  api.post('/api/calificaciones/consultas', ({ response }) => response(200).json(RATING_FIXTURES.pending));

beforeAll(defineRatingElement);
afterEach(() => act(() => document.body.replaceChildren()));

/** The element as a partner's page writes it, with its attributes. */
function placeElement(attributes: Record<string, string>): HTMLElement {
  const element = document.createElement(ELEMENT_NAME);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  // the element renders with its own React root: the test waits for what it renders
  act(() => document.body.append(element));
  return element;
}

const inside = (element: HTMLElement) => within(element.shadowRoot as unknown as HTMLElement);

describe('<soat-calificacion>', () => {
  it('is defined once, whatever the number of scripts that define it', () => {
    defineRatingElement();
    expect(customElements.get(ELEMENT_NAME)).toBeDefined();
  });

  it('renders the widget in its shadow root, with the styles there and not in the page', async () => {
    testApi.use(checking());
    const element = placeElement({ token: 'abc', api: PARTNER_API });
    expect(await inside(element).findByRole('radio', { name: '5 estrellas' })).toBeInTheDocument();
    expect(element.shadowRoot?.querySelector('style')?.textContent).toContain(':host');
    expect(document.querySelectorAll('style')).toHaveLength(0);
    expect(element.children).toHaveLength(0); // nothing in the page's own tree
  });

  it('sends the rating and fires calificacion-enviada, bubbling out of the shadow root', async () => {
    const sent = recordRequests();
    testApi.use(
      checking(),
      api.post('/api/calificaciones', ({ response }) => response(201).json(RATING_FIXTURES.sent)),
    );
    const heard = jest.fn();
    document.addEventListener(SENT_EVENT, (event) => heard((event as CustomEvent).detail));
    const user = userEvent.setup();
    const element = placeElement({ token: 'abc', api: PARTNER_API, lang: 'en' });
    const widget = inside(element);
    await user.type(await widget.findByRole('textbox', { name: 'Comment (optional)' }), 'Great');
    await user.click(widget.getByRole('radio', { name: '4 stars' }));
    await user.click(widget.getByRole('radio', { name: 'Yes' }));
    await user.click(widget.getByRole('button', { name: 'Send rating' }));
    expect(await widget.findByRole('heading', { name: 'Thank you for your rating!' })).toBeInTheDocument();
    expect(heard).toHaveBeenCalledWith(RATING_FIXTURES.sent);
    // recordRequests() keeps only the requests to the test API: these went to the `api` attribute's
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /api/calificaciones/consultas',
      'POST /api/calificaciones',
    ]);
    expect(sent[1]?.body).toEqual({ token: 'abc', estrellas: 4, comentario: 'Great', recomendaria: true });
  });

  it('speaks the language of its lang attribute, and changes with it without checking the link again', async () => {
    const sent = recordRequests();
    testApi.use(checking());
    const element = placeElement({ token: 'abc', api: PARTNER_API, lang: 'tr' });
    expect(await inside(element).findByRole('button', { name: 'Değerlendirmeyi gönder' })).toBeInTheDocument();
    act(() => element.setAttribute('lang', 'es'));
    expect(await inside(element).findByRole('button', { name: 'Enviar calificación' })).toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });

  it('says the link is not valid without a token, asking nothing', async () => {
    const sent = recordRequests();
    const element = placeElement({ api: PARTNER_API });
    expect(
      await inside(element).findByRole('heading', { name: 'El enlace de calificación no es válido' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(sent).toHaveLength(0));
  });
});
