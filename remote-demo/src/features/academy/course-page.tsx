import { useState } from 'react';
import { useDocumentTitle, useTranslation } from '@soat/shared/i18n';
import { Link as RouterLink, useParams, useSearchParams } from '@soat/shared/router';
import { Box, Button, Flex, Heading, HStack, Link, List, Stack, Text } from '@soat/shared/ui';
import { LoadState } from '../../components/load-state';
import { NotFound } from '../../components/not-found';
import { focusOnMount } from '../../components/focus-on-mount';
import { SafeHtml } from '../../components/safe-html';
import { DEMO_PATHS } from '../../lib/demo-paths';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import { useDemoData } from '../../lib/use-demo-data';
import { getCourse, type CourseStep } from './api/academy-api';
import { focusRing } from '../../components/focus-ring';

const focusCss = { _focusVisible: focusRing } as const;
const contentCss = {
  '& p': { marginBlock: '3' },
  '& h2, & h3': { fontWeight: 'semibold', fontSize: 'lg', marginTop: '4' },
} as const;

/** The step of `?step=` (counted from 1), kept within the course's steps. */
function stepIndex(value: string | null, count: number): number {
  const step = Number.parseInt(value ?? '1', 10);
  return Number.isNaN(step) ? 0 : Math.min(Math.max(step, 1), Math.max(count, 1)) - 1;
}

/** `demo/apps/academy/:courseId[?step=n]`: a course's steps, one at a time, with the way through them. */
export function CoursePage() {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const { courseId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  // once the visitor moves to another step, the focus follows it (the pressed button may go away)
  const [moved, setMoved] = useState(false);
  const { state, reload } = useDemoData(`academy:course:${courseId}`, () => getCourse(courseId));
  const course = state.status === 'loaded' ? state.data : null;
  useDocumentTitle(t('documentTitle', { page: course?.title ?? t('apps.academy') }));

  if (state.status !== 'loaded') return <LoadState state={state} onRetry={reload} />;
  if (!course) return <NotFound backTo={DEMO_PATHS.academy} backLabel={t('academy.backToCourses')} />;
  const { steps } = course;
  const index = stepIndex(params.get('step'), steps.length);
  const step = steps[index];
  const goTo = (next: number) => {
    setMoved(true);
    setParams({ step: String(next + 1) });
  };

  return (
    <Stack gap="6">
      <Link asChild alignSelf="flex-start" {...focusCss}>
        <RouterLink to={DEMO_PATHS.academy}>{t('academy.backToCourses')}</RouterLink>
      </Link>
      <Stack gap="2">
        <Heading as="h1" size="xl">
          {course.title}
        </Heading>
        <Text color="fg.muted">{course.description}</Text>
      </Stack>
      {!step ? (
        <Text>{t('academy.noSteps')}</Text>
      ) : (
        <Flex direction={{ base: 'column', lg: 'row' }} gap="8" align="flex-start">
          <Box as="nav" aria-label={t('academy.steps')} w={{ base: 'full', lg: 'xs' }} flexShrink="0">
            <StepProgress current={index} total={steps.length} />
            <List.Root as="ol" listStyle="none" gap="1" mt="3">
              {steps.map((item, position) => (
                <List.Item key={item.order}>
                  <Button
                    variant={position === index ? 'subtle' : 'ghost'}
                    w="full"
                    justifyContent="flex-start"
                    h="auto"
                    py="2"
                    whiteSpace="normal"
                    textAlign="start"
                    aria-current={position === index ? 'step' : undefined}
                    onClick={() => goTo(position)}
                  >
                    {t('academy.stepTitle', { n: position + 1, title: item.title })}
                  </Button>
                </List.Item>
              ))}
            </List.Root>
          </Box>
          <StepView
            key={index}
            step={step}
            position={index}
            total={steps.length}
            takeFocus={moved}
            onPrevious={() => goTo(index - 1)}
            onNext={() => goTo(index + 1)}
          />
        </Flex>
      )}
    </Stack>
  );
}

function StepProgress({ current, total }: { current: number; total: number }) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const label = t('academy.stepOf', { n: current + 1, total });
  return (
    <Stack gap="1">
      <Text fontSize="sm" fontWeight="medium" aria-hidden="true">
        {label}
      </Text>
      <Box
        role="progressbar"
        aria-label={t('academy.progress')}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={current + 1}
        aria-valuetext={label}
        h="2"
        rounded="full"
        bg="bg.muted"
        overflow="hidden"
      >
        <Box h="full" bg="colorPalette.solid" w={`${((current + 1) / total) * 100}%`} />
      </Box>
    </Stack>
  );
}

interface StepViewProps {
  step: CourseStep;
  position: number;
  total: number;
  takeFocus: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

function StepView({ step, position, total, takeFocus, onPrevious, onNext }: StepViewProps) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  return (
    <Stack as="article" gap="4" flex="1" minW="0" aria-labelledby="course-step-title">
      <Heading
        as="h2"
        size="lg"
        id="course-step-title"
        tabIndex={-1}
        ref={takeFocus ? focusOnMount : undefined}
        {...focusCss}
      >
        {step.title}
      </Heading>
      <Text color="fg.muted">{step.subtitle}</Text>
      <SafeHtml html={step.content} css={contentCss} />
      <HStack gap="2" justify="space-between" borderTopWidth="1px" pt="4">
        <Button variant="outline" disabled={position === 0} onClick={onPrevious}>
          {t('academy.previous')}
        </Button>
        {position + 1 < total ? (
          <Button onClick={onNext}>{t('academy.next')}</Button>
        ) : (
          <Text fontWeight="medium">{t('academy.finished')}</Text>
        )}
      </HStack>
    </Stack>
  );
}
