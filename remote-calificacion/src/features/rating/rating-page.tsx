import { useDocumentTitle, useTranslation } from '@soat/shared/i18n';
import { useSearchParams } from '@soat/shared/router';
import { Container } from '@soat/shared/ui';
import { RATING_NAMESPACE } from '../../lib/namespace';
import { InvalidLinkView } from './invalid-link-view';
import { RateView } from './rate-view';
import { SummaryView } from './summary-view';

/**
 * `/calificacion`: `?invalid=true` (where the HTTP client sends a refused
 * link) explains it; `?token=…` rates the service; nothing, the public
 * summary. Written to HTML for each of the three (a parameter with any value;
 * the page never shows one).
 */
export function RatingPage() {
  const { t } = useTranslation(RATING_NAMESPACE);
  useDocumentTitle(t('documentTitle', { page: t('page.title') }));
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <Container maxW="3xl" py={{ base: '8', md: '12' }}>
      {params.get('invalid') ? <InvalidLinkView /> : token ? <RateView key={token} token={token} /> : <SummaryView />}
    </Container>
  );
}
