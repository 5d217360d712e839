/** @jest-environment node */
import { FAQ_CATEGORY_SLUGS, GUIDE_CATEGORY_SLUGS, MINIMUM_CREDIT_FAQ } from './seed/help-center';
import { createTestApi } from './testing/mock-client';

const HELP = 'api/apps/help-center';

describe('the help center seed', () => {
  const { helpCenter } = createTestApi().store;

  it('has the five FAQ categories and the five guide categories', () => {
    expect(helpCenter.faqCategories.map((category) => category.slug)).toEqual([
      'most-asked',
      'general-inquiries',
      'licenses',
      'payments',
      'support',
    ]);
    expect(helpCenter.guideCategories.map((category) => category.slug)).toEqual([
      'getting-started',
      'projects',
      'settings',
      'payments',
      'your-account',
    ]);
  });

  it('has a FAQ about the $20 minimum credit', () => {
    expect(helpCenter.faqs.some((faq) => faq.answer.includes('$20'))).toBe(true);
  });

  it('has more guides in each category than the default limit, with slugs unique in their category', () => {
    for (const category of helpCenter.guideCategories) {
      const slugs = helpCenter.guides.filter((guide) => guide.categoryId === category.id).map((guide) => guide.slug);
      expect(slugs.length).toBeGreaterThan(5);
      expect(new Set(slugs).size).toBe(slugs.length);
    }
  });
});

describe('api/apps/help-center', () => {
  it('GET faqs answers every category with its FAQs', async () => {
    const { get, store } = createTestApi();
    const { body } = await get(`${HELP}/faqs`);
    expect(body.map((category: { slug: string }) => category.slug)).toEqual(FAQ_CATEGORY_SLUGS);
    const total = body.reduce((sum: number, category: { faqs: unknown[] }) => sum + category.faqs.length, 0);
    expect(total).toBe(store.helpCenter.faqs.length);
  });

  it('GET faqs?slug answers that one category with its FAQs', async () => {
    const { body } = await createTestApi().get(`${HELP}/faqs?slug=payments`);
    expect(body).toHaveLength(1);
    expect(body[0].slug).toBe('payments');
    expect(body[0].faqs).toContainEqual(expect.objectContaining(MINIMUM_CREDIT_FAQ));
  });

  it('GET faqs with an unknown slug answers an empty list', async () => {
    expect((await createTestApi().get(`${HELP}/faqs?slug=nope`)).body).toEqual([]);
  });

  it('GET guides answers every category with the first 5 guides, visibleGuides and totalGuides', async () => {
    const { get, store } = createTestApi();
    const { body } = await get(`${HELP}/guides`);
    expect(body).toHaveLength(GUIDE_CATEGORY_SLUGS.length);
    for (const category of body) {
      const all = store.helpCenter.guides.filter((guide) => guide.categoryId === category.id);
      expect(category.visibleGuides).toBe(5);
      expect(category.totalGuides).toBe(all.length);
      expect(category.guides).toEqual(all.slice(0, 5));
    }
  });

  it('GET guides?limit=2 answers two guides per category', async () => {
    const { body } = await createTestApi().get(`${HELP}/guides?limit=2`);
    for (const category of body) {
      expect(category.visibleGuides).toBe(2);
      expect(category.guides).toHaveLength(2);
    }
  });

  it('GET guides?slug answers the category with all its guides', async () => {
    const { get, store } = createTestApi();
    const { body } = await get(`${HELP}/guides?slug=projects`);
    const category = store.helpCenter.guideCategories.find((item) => item.slug === 'projects')!;
    expect(body).toEqual([
      { ...category, guides: store.helpCenter.guides.filter((guide) => guide.categoryId === category.id) },
    ]);
  });

  it('GET guides with a bad limit answers 400', async () => {
    expect((await createTestApi().get(`${HELP}/guides?limit=lots`)).status).toBe(400);
  });

  it('GET guide answers the category with the one guide, including its content', async () => {
    const { get, store } = createTestApi();
    const guide = store.helpCenter.guides[7]!;
    const category = store.helpCenter.guideCategories.find((item) => item.id === guide.categoryId)!;
    const { body } = await get(`${HELP}/guide?categorySlug=${category.slug}&guideSlug=${guide.slug}`);
    expect(body).toEqual({ ...category, guides: [{ ...guide, content: store.helpCenter.guideContent }] });
    expect(body.guides[0].content).toMatch(/^<h2>/);
  });

  it.each(['categorySlug=nope&guideSlug=nope', 'categorySlug=projects&guideSlug=nope', ''])(
    'GET guide?%s answers null',
    async (query) => {
      expect((await createTestApi().get(`${HELP}/guide?${query}`)).body).toBeNull();
    },
  );
});
