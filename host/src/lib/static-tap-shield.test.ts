import { liftShield, shieldStaticContent } from './static-tap-shield';

describe('the shield over text while the app takes the page over', () => {
  const reached: string[] = [];
  const root = document.createElement('div');
  // the layout's <main> takes focus from the skip link (tabindex -1): that makes no tap target of its text
  root.innerHTML =
    '<main tabindex="-1"><h1>Tu SOAT</h1><p><a href="/tarifas">Tarifas</a></p><button type="button"><span>Cotizar</span></button><div tabindex="0">Tarjeta</div></main>';
  // React listens on the page's root
  root.addEventListener('click', (event) => reached.push((event.target as Element).tagName));
  root.addEventListener('touchstart', (event) => reached.push(`touch ${(event.target as Element).tagName}`));
  beforeAll(() => document.body.append(root));
  beforeEach(() => (reached.length = 0));
  afterEach(liftShield);

  it('keeps a tap on text from React, which would hydrate that part at once to answer it', () => {
    shieldStaticContent();
    root.querySelector('h1')!.click();
    root.querySelector('h1')!.dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(reached).toEqual([]);
  });

  it('lets taps on links and buttons through, also on what is inside them', () => {
    shieldStaticContent();
    root.querySelector('a')!.click();
    root.querySelector('span')!.click();
    root.querySelector<HTMLElement>('[tabindex="0"]')!.click();
    expect(reached).toEqual(['A', 'SPAN', 'DIV']);
  });

  it('lets every tap through once lifted', () => {
    shieldStaticContent();
    liftShield();
    root.querySelector('h1')!.click();
    expect(reached).toEqual(['H1']);
  });
});
