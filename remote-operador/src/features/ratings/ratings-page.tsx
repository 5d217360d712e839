import { useId, useState, type FormEvent } from 'react';
import { FormField } from '@soat/shared/forms';
import { useTranslation } from '@soat/shared/i18n';
import { Button, Card, Input, NativeSelect, SimpleGrid, Stack, Text } from '@soat/shared/ui';
import { LoadFailed, Loading } from '../../components/load-status';
import { BackToSummary, OperatorFrame } from '../../components/operator-frame';
import { useOperatorLoad } from '../../hooks/use-operator-load';
import { OPERATOR_NAMESPACE } from '../../lib/namespace';
import { OperatorApiError } from '../../lib/operator-api';
import { formatMoment } from '../../lib/purchase-rules';
import { ANY_RATING, fetchRatings, type OperatorRating, type RatingFilters } from './ratings-api';
import { StarsChart } from './stars-chart';

function RatingCard({ rating }: { rating: OperatorRating }) {
  const { t } = useTranslation(OPERATOR_NAMESPACE);
  const titleId = useId();
  return (
    <Card.Root as="article" aria-labelledby={titleId} size="sm">
      <Card.Body gap="1">
        <Text as="h2" id={titleId} fontWeight="bold">
          {t('ratings.stars', { count: rating.estrellas })} ·{' '}
          {rating.recomendaria ? t('ratings.recommends') : t('ratings.doesNotRecommend')}
        </Text>
        <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
          {rating.comentario ?? t('ratings.noComment')}
        </Text>
        <Text color="fg.muted" fontSize="sm">
          {t(rating.origen === 'integrador' ? 'ratings.integrator' : 'ratings.policy', {
            reference: rating.referencia,
          })}{' '}
          · <time dateTime={rating.creadaEn}>{formatMoment(rating.creadaEn)}</time>
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * `/operador/calificaciones`: what customers said of the service, for every operator. The stars week by
 * week (the last 12 weeks unless a start is given), then the ratings newest first with their comments,
 * filtered by stars, comment and days (Colombia's). A refused session goes back to the sign-in.
 */
export function RatingsPage() {
  const { t } = useTranslation(OPERATOR_NAMESPACE);
  const [draft, setDraft] = useState<RatingFilters>(ANY_RATING);
  const [applied, setApplied] = useState<RatingFilters>(ANY_RATING);
  const [fromError, setFromError] = useState<string | undefined>();
  const { state, retry } = useOperatorLoad(
    () => fetchRatings(applied),
    [applied],
    (error) => {
      if (error instanceof OperatorApiError)
        setFromError(error.fieldErrors.find(({ campo }) => campo === 'desde')?.mensaje);
    },
  );

  const set = (name: keyof RatingFilters) => (event: { target: { value: string } }) =>
    setDraft((previous) => ({ ...previous, [name]: event.target.value }));

  const filter = (event: FormEvent) => {
    event.preventDefault();
    setFromError(undefined);
    setApplied({ ...draft });
  };

  return (
    <OperatorFrame title={t('ratings.title')} description={t('ratings.description')} wide aside={<BackToSummary />}>
      <Stack gap="6">
        <form onSubmit={filter} noValidate aria-label={t('ratings.filtersLabel')}>
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField label={t('ratings.starsFilter')}>
                <NativeSelect.Root>
                  <NativeSelect.Field name="estrellas" value={draft.estrellas} onChange={set('estrellas')}>
                    <option value="">{t('ratings.anyStars')}</option>
                    {[1, 2, 3, 4, 5].map((stars) => (
                      <option key={stars} value={String(stars)}>
                        {t('ratings.stars', { count: stars })}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
              <FormField label={t('ratings.commentFilter')}>
                <NativeSelect.Root>
                  <NativeSelect.Field name="comentario" value={draft.comentario} onChange={set('comentario')}>
                    <option value="">{t('ratings.anyComment')}</option>
                    <option value="con">{t('ratings.withComment')}</option>
                    <option value="sin">{t('ratings.withoutComment')}</option>
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
              <FormField label={t('audit.from')} error={fromError}>
                <Input type="date" name="desde" value={draft.desde} onChange={set('desde')} />
              </FormField>
              <FormField label={t('audit.to')}>
                <Input type="date" name="hasta" value={draft.hasta} onChange={set('hasta')} />
              </FormField>
            </SimpleGrid>
            <Button type="submit" alignSelf="start">
              {t('audit.filter')}
            </Button>
          </Stack>
        </form>
        {state.status === 'loading' && <Loading text={t('ratings.loading')} />}
        {state.status === 'failed' && <LoadFailed message={state.message} onRetry={retry} />}
        {state.status === 'ready' && (
          <Stack gap="6">
            <StarsChart weeks={state.data.distribucion} />
            <Text role="status" fontWeight="semibold">
              {t('ratings.count', { count: state.data.total })}
              {state.data.total > state.data.calificaciones.length &&
                ` ${t('ratings.newestShown', { count: state.data.calificaciones.length })}`}
            </Text>
            {state.data.calificaciones.length > 0 && (
              <Stack as="ul" gap="3" listStyleType="none" aria-label={t('ratings.listLabel')}>
                {state.data.calificaciones.map((rating) => (
                  <li key={rating.id}>
                    <RatingCard rating={rating} />
                  </li>
                ))}
              </Stack>
            )}
          </Stack>
        )}
      </Stack>
    </OperatorFrame>
  );
}
