import { useEffect, useRef, useState, type ReactNode } from 'react';
import { formatLongDate } from '@soat/shared/format';
import { useTranslation } from '@soat/shared/i18n';
import { usePageData } from '@soat/shared/page-data';
import { Alert, Box, Button, Card, Heading, Stack, Text } from '@soat/shared/ui';
import { RATING_NAMESPACE } from '../../lib/namespace';
import { useWidgetTranslator } from '../../lib/use-widget-translator';
import type { RatingCheck, SentRating } from '../../widget/rating-api';
import { RatingForm } from '../../widget/rating-form';
import { SentRatingList } from '../../widget/sent-rating';
import { WIDGET_CSS } from '../../widget/widget-styles';
import { portalRatingAdapter } from './api/portal-rating-adapter';
import { InvalidLinkView } from './invalid-link-view';
import { RATING_CHECK_DATA, useRatingCheck } from './use-rating-check';

/** The widget's own styles, in the page (the form is the widget's core, rendered here without a shadow root). */
function WidgetStyles({ children }: { children: ReactNode }) {
  return (
    <div className="sc-widget sc-widget--inline">
      <style>{WIDGET_CSS}</style>
      {children}
    </div>
  );
}

/**
 * `/calificacion?token=…`: what the link rates and the rating form; the thanks
 * once sent; what was sent when the link was used already. The form shows at
 * once (also in the prerendered page, which never holds the token): the check
 * fills in the policy and name when the page runs.
 */
export function RateView({ token }: { token: string }) {
  const { t } = useTranslation(RATING_NAMESPACE);
  const w = useWidgetTranslator();
  const { state, retry } = useRatingCheck(
    portalRatingAdapter,
    token,
    usePageData()?.[RATING_CHECK_DATA] as RatingCheck | null | undefined,
  );
  const [sent, setSent] = useState<SentRating | null>(null);
  const [refused, setRefused] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (sent) heading.current?.focus();
  }, [sent]);

  if (state.kind === 'invalid' || refused) return <InvalidLinkView />;
  const rated = state.kind === 'checked' && state.check.estado === 'calificada' ? state.check.calificacion : null;
  const shown = sent ?? rated;
  if (shown) {
    const texts = sent ? 'thanks' : 'rated';
    return (
      <Stack gap="6">
        <Heading as="h1" size="3xl" ref={heading} tabIndex={-1}>
          {w(`${texts}.title`)}
        </Heading>
        <Text fontSize="lg">{w(`${texts}.body`)}</Text>
        <Card.Root>
          <Card.Body>
            <WidgetStyles>
              <SentRatingList rating={shown} t={w} />
            </WidgetStyles>
          </Card.Body>
        </Card.Root>
      </Stack>
    );
  }

  const check = state.kind === 'checked' ? state.check : null;
  return (
    <Stack gap="6">
      <Stack gap="3">
        <Heading as="h1" size="3xl">
          {t('page.title')}
        </Heading>
        <Text fontSize="lg">{t('page.token.lead')}</Text>
      </Stack>
      <Box aria-live="polite" minH="16">
        {state.kind === 'checking' && <Text color="fg.muted">{t('page.token.checking')}</Text>}
        {check && (
          <Stack gap="1">
            <Text fontWeight="semibold">
              {t('page.token.reference')}: {check.referencia}
            </Text>
            <Text>
              {check.nombre ? t('page.token.greeting', { nombre: check.nombre }) : t('page.token.greetingAnonymous')}
            </Text>
            <Text color="fg.muted" fontSize="sm">
              {t('page.token.expires', { date: formatLongDate(check.venceEn) })}
            </Text>
          </Stack>
        )}
        {state.kind === 'unreachable' && (
          <Alert.Root status="error" variant="subtle">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Description>{w('unreachable')}</Alert.Description>
            </Alert.Content>
            <Button size="sm" variant="outline" onClick={retry}>
              {w('retry')}
            </Button>
          </Alert.Root>
        )}
      </Box>
      <Card.Root>
        <Card.Body>
          <WidgetStyles>
            <RatingForm
              token={token}
              adapter={portalRatingAdapter}
              t={w}
              onSent={setSent}
              onInvalid={() => setRefused(true)}
            />
          </WidgetStyles>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
