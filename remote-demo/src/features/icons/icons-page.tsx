import { useState } from 'react';
import { useDocumentTitle, useTranslation } from '@soat/shared/i18n';
import { Navigate, NavLink, useParams } from '@soat/shared/router';
import { Box, Button, Field, Heading, HStack, Input, SimpleGrid, Stack, Text } from '@soat/shared/ui';
import { focusRing } from '../../components/focus-ring';
import { LoadState } from '../../components/load-state';
import { iconsPath } from '../../lib/demo-paths';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import { useDemoData } from '../../lib/use-demo-data';
import { getIconSet, ICON_SET_PATHS } from './api/icons-api';

type Copied = { name: string; ok: boolean } | null;

/**
 * `demo/ui/icons/:set`: an icon set of the template as a grid searched by name; choosing an icon copies
 * its full name (`namespace:name`, as the template's data writes icons) to the clipboard.
 */
export function IconsPage() {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const { set = '' } = useParams();
  useDocumentTitle(t('documentTitle', { page: t('pages.icons') }));
  if (!ICON_SET_PATHS.includes(set)) return <Navigate to={iconsPath(ICON_SET_PATHS[0]!)} replace />;
  return (
    <Stack gap="6">
      <Heading as="h1" size="lg">
        {t('pages.icons')}
      </Heading>
      <Box as="nav" aria-label={t('icons.sets')}>
        <HStack as="ul" listStyle="none" gap="2" wrap="wrap">
          {ICON_SET_PATHS.map((path) => (
            <li key={path}>
              <Box
                asChild
                display="inline-block"
                px="3"
                py="1"
                rounded="full"
                borderWidth="1px"
                _currentPage={{ bg: 'colorPalette.solid', color: 'colorPalette.contrast' }}
                _focusVisible={focusRing}
              >
                <NavLink to={iconsPath(path)}>{t(`icons.setNames.${path}`)}</NavLink>
              </Box>
            </li>
          ))}
        </HStack>
      </Box>
      {/* a set of its own: the search starts empty on each */}
      <IconGrid key={set} set={set} />
    </Stack>
  );
}

function IconGrid({ set }: { set: string }) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const { state, reload } = useDemoData(`icons:${set}`, () => getIconSet(set));
  const [query, setQuery] = useState('');
  const [copied, setCopied] = useState<Copied>(null);
  if (state.status !== 'loaded') return <LoadState state={state} onRetry={reload} />;

  const { namespace, list } = state.data;
  const search = query.trim().toLocaleLowerCase();
  const shown = search === '' ? list : list.filter((name) => name.includes(search));
  const copy = (name: string) => {
    const full = `${namespace}:${name}`;
    // the clipboard may be refused (no permission, an insecure page): the name is said either way
    navigator.clipboard.writeText(full).then(
      () => setCopied({ name: full, ok: true }),
      () => setCopied({ name: full, ok: false }),
    );
  };
  return (
    <Stack gap="4">
      <Field.Root maxW="sm">
        <Field.Label>{t('icons.search')}</Field.Label>
        <Input type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
      </Field.Root>
      <Text role="status">
        {copied
          ? t(copied.ok ? 'icons.copied' : 'icons.copyFailed', { name: copied.name })
          : t('icons.count', { count: shown.length })}
      </Text>
      {shown.length === 0 ? (
        <Text>{t('icons.none')}</Text>
      ) : (
        <SimpleGrid
          as="ul"
          listStyle="none"
          columns={{ base: 2, sm: 3, md: 4, xl: 6 }}
          gap="3"
          aria-label={state.data.name}
        >
          {shown.map((name) => (
            <li key={name}>
              <Button
                variant="outline"
                w="full"
                h="auto"
                py="3"
                flexDirection="column"
                gap="1"
                fontFamily="mono"
                fontSize="xs"
                whiteSpace="normal"
                aria-label={t('icons.copy', { name: `${namespace}:${name}` })}
                onClick={() => copy(name)}
              >
                <Box aria-hidden="true" boxSize="6" rounded="md" bg="colorPalette.subtle" />
                {name}
              </Button>
            </li>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
