// The help center's calls to the demo's mock API (api/apps/help-center).
import { demoApi } from '../../../lib/demo-client';
import type { Faq, Guide, HelpCategory } from '../../../mock-api/seed/help-center';

export type { Faq, Guide, HelpCategory };

const BASE = 'api/apps/help-center';

export type FaqCategory = HelpCategory & { faqs: Faq[] };
export type GuideCategory = HelpCategory & { guides: Guide[]; visibleGuides?: number; totalGuides?: number };

/** Every FAQ category with its questions, or the one of `slug`. */
export const getFaqs = (slug?: string) => demoApi.get<FaqCategory[]>(`${BASE}/faqs`, { slug });

/** Every guide category with its first guides (5 unless `limit` says), or all guides of `slug`'s. */
export const getGuides = (query: { slug?: string; limit?: number } = {}) =>
  demoApi.get<GuideCategory[]>(`${BASE}/guides`, query);

/** One guide, with its HTML content, in its category (null when either is unknown). */
export const getGuide = (categorySlug: string, guideSlug: string) =>
  demoApi.get<(HelpCategory & { guides: (Guide & { content: string })[] }) | null>(`${BASE}/guide`, {
    categorySlug,
    guideSlug,
  });
