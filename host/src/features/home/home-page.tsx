import { useDocumentTitle, useTranslation } from '@soat/shared/i18n';
import { HydrationPiece } from '../../lib/hydration-piece';
import { HomeCallToAction } from './home-call-to-action';
import { HomeCoverages } from './home-coverages';
import { HomeHero } from './home-hero';
import { HomeRatingSummary } from './home-rating-summary';
import { HomeSteps } from './home-steps';
import { HomeWhyUs } from './home-why-us';

export function HomePage() {
  const { t } = useTranslation('host');
  useDocumentTitle(t('home.documentTitle'));
  return (
    <>
      <HomeHero />
      <HydrationPiece>
        <HomeCoverages />
      </HydrationPiece>
      <HydrationPiece>
        <HomeWhyUs />
      </HydrationPiece>
      <HydrationPiece>
        <HomeRatingSummary />
      </HydrationPiece>
      <HydrationPiece>
        <HomeSteps />
      </HydrationPiece>
      <HydrationPiece>
        <HomeCallToAction />
      </HydrationPiece>
    </>
  );
}
