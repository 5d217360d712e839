import type * as HomePageCode from '../features/home/home-page-code';
import type * as Router from './router';

// /home's own code is a chunk of its own (docs/decisions/048, decision 18): the route table (in the
// bootstrap's chunk, which every page fetches) reaches it only through loadHomePage.
describe('the home page’s code', () => {
  afterEach(() => jest.resetModules());

  it('is not loaded with the route table, only when the page is asked for', async () => {
    const loaded = jest.fn();
    jest.doMock('../features/home/home-page', () => {
      loaded();
      return { HomePage: () => null };
    });
    const { preloadHostPage } = jest.requireActual<typeof Router>('./router');
    expect(loaded).not.toHaveBeenCalled();
    await preloadHostPage('/quienes-somos');
    expect(loaded).not.toHaveBeenCalled();
    await preloadHostPage('/home');
    expect(loaded).toHaveBeenCalledTimes(1);
  });

  it('is fetched once, whoever asks first (the start, then the route table)', async () => {
    const loaded = jest.fn();
    jest.doMock('../features/home/home-page', () => {
      loaded();
      return { HomePage: () => null };
    });
    const { loadHomePage } = jest.requireActual<typeof HomePageCode>('../features/home/home-page-code');
    const { preloadHostPage } = jest.requireActual<typeof Router>('./router');
    const asked = loadHomePage();
    await preloadHostPage('/home');
    expect(await asked).toBeInstanceOf(Function);
    expect(loaded).toHaveBeenCalledTimes(1);
  });
});
