import { useState } from 'react';
import { useTranslation } from '@soat/shared/i18n';
import { Link as RouterLink } from '@soat/shared/router';
import { Card, Field, Flex, Heading, Input, Link, NativeSelect, SimpleGrid, Stack, Text } from '@soat/shared/ui';
import { LoadState } from '../../components/load-state';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import { useDemoData } from '../../lib/use-demo-data';
import { getCategories, getCourses, type AcademyCategory, type Course } from './api/academy-api';
import { coursePath } from './academy-paths';
import { focusRing } from '../../components/focus-ring';
import { Picture } from '../../components/picture';
import { thingPicture } from '../../mock-api/seed/pictures';

const loadCatalogue = () => Promise.all([getCategories(), getCourses()]);

/** `demo/apps/academy`: the courses, filtered by category and by a search of their titles. */
export function CourseList() {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const [category, setCategory] = useState('');
  const [query, setQuery] = useState('');
  const { state, reload } = useDemoData('academy:courses', loadCatalogue);

  const search = query.trim().toLocaleLowerCase();
  const courses =
    state.status === 'loaded'
      ? state.data[1].filter(
          (course) =>
            (category === '' || course.category === category) &&
            (search === '' || course.title.toLocaleLowerCase().includes(search)),
        )
      : [];
  return (
    <Stack gap="6">
      <Heading as="h1" size="lg">
        {t('apps.academy')}
      </Heading>
      {state.status !== 'loaded' ? (
        <LoadState state={state} onRetry={reload} />
      ) : (
        <>
          <Flex as="search" gap="4" direction={{ base: 'column', md: 'row' }}>
            <Field.Root maxW={{ md: 'xs' }}>
              <Field.Label>{t('academy.category')}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={category} onChange={(event) => setCategory(event.target.value)}>
                  <option value="">{t('academy.allCategories')}</option>
                  {state.data[0].map((item) => (
                    <option key={item.id} value={item.slug}>
                      {item.title}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root maxW={{ md: 'sm' }}>
              <Field.Label>{t('academy.search')}</Field.Label>
              <Input type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
            </Field.Root>
          </Flex>
          <Text role="status">{t('academy.courseCount', { count: courses.length })}</Text>
          {courses.length === 0 ? (
            <Text>{t('academy.noCourses')}</Text>
          ) : (
            <SimpleGrid
              as="ul"
              listStyle="none"
              columns={{ base: 1, md: 2, xl: 3 }}
              gap="4"
              aria-label={t('academy.courses')}
            >
              {courses.map((course) => (
                <li key={course.id}>
                  <CourseCard course={course} categories={state.data[0]} />
                </li>
              ))}
            </SimpleGrid>
          )}
        </>
      )}
    </Stack>
  );
}

function CourseCard({ course, categories }: { course: Course; categories: AcademyCategory[] }) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const category = categories.find((item) => item.slug === course.category)?.title ?? course.category;
  return (
    <Card.Root as="article" h="full" overflow="hidden" aria-labelledby={`course-${course.id}`}>
      <Picture src={thingPicture(course.id)} alt="" width={320} height={160} fluid rounded="none" />
      <Card.Body gap="2">
        <Text fontSize="sm" color="fg.muted">
          {category}
        </Text>
        <Heading as="h2" size="md" id={`course-${course.id}`}>
          <Link asChild _focusVisible={focusRing}>
            <RouterLink to={coursePath(course.id)}>{course.title}</RouterLink>
          </Link>
        </Heading>
        <Text>{course.description}</Text>
        <Text fontSize="sm" color="fg.muted">
          {t('academy.courseFacts', { minutes: course.duration, steps: course.totalSteps })}
        </Text>
        <Text fontSize="sm">
          {course.progress.currentStep === 0
            ? t('academy.notStarted')
            : t('academy.cardProgress', { n: course.progress.currentStep, total: course.totalSteps })}
          {course.progress.completed > 0 && ` · ${t('academy.completed', { count: course.progress.completed })}`}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
