// api/apps/help-center: FAQs by category, guide lists (first `limit` guides of
// each category, 5 by default) and one guide with its content (in `guides`, a list of one, as the
// template's mock answers it).
import { http, type HttpHandler } from 'msw';
import { apiPath, type MockContext } from './lib/context';
import { BadRequest, ok, queryParam, route } from './lib/http';

const path = (endpoint: string) => apiPath(`apps/help-center/${endpoint}`);
export const DEFAULT_GUIDES_LIMIT = 5;

export function helpCenterHandlers({ store }: MockContext): HttpHandler[] {
  const { faqCategories, faqs, guideCategories, guides, guideContent } = store.helpCenter;
  const faqsOf = (categoryId: string) => faqs.filter((faq) => faq.categoryId === categoryId);
  const guidesOf = (categoryId: string) => guides.filter((guide) => guide.categoryId === categoryId);

  return [
    http.get(path('faqs'), ({ request }) => {
      const slug = queryParam(request, 'slug');
      const categories = slug ? faqCategories.filter((category) => category.slug === slug) : faqCategories;
      return ok(categories.map((category) => ({ ...category, faqs: faqsOf(category.id) })));
    }),
    http.get(
      path('guides'),
      route(({ request }) => {
        const slug = queryParam(request, 'slug');
        if (slug) {
          const categories = guideCategories.filter((category) => category.slug === slug);
          return ok(categories.map((category) => ({ ...category, guides: guidesOf(category.id) })));
        }
        const rawLimit = queryParam(request, 'limit');
        const limit = rawLimit ? Number(rawLimit) : DEFAULT_GUIDES_LIMIT;
        if (!Number.isInteger(limit) || limit < 0) throw new BadRequest('"limit" must be a whole number.');
        return ok(
          guideCategories.map((category) => {
            const all = guidesOf(category.id);
            return { ...category, visibleGuides: limit, totalGuides: all.length, guides: all.slice(0, limit) };
          }),
        );
      }),
    ),
    http.get(path('guide'), ({ request }) => {
      const category = guideCategories.find(({ slug }) => slug === queryParam(request, 'categorySlug'));
      const guide = category
        ? guides.find((item) => item.categoryId === category.id && item.slug === queryParam(request, 'guideSlug'))
        : undefined;
      return ok(category && guide ? { ...category, guides: [{ ...guide, content: guideContent }] } : null);
    }),
  ];
}
