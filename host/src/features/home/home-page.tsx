import { useDocumentTitle } from '../../lib/use-document-title';
import { HomeCallToAction } from './home-call-to-action';
import { HomeCoverages } from './home-coverages';
import { HomeHero } from './home-hero';
import { HomeSteps } from './home-steps';
import { HomeWhyUs } from './home-why-us';

export function HomePage() {
  useDocumentTitle('home.documentTitle');
  return (
    <>
      <HomeHero />
      <HomeCoverages />
      <HomeWhyUs />
      <HomeSteps />
      <HomeCallToAction />
    </>
  );
}
