import { useState } from 'react';
import { useTranslation } from '@soat/shared/i18n';
import { Link as RouterLink } from '@soat/shared/router';
import { Box, Button, HStack, Input, Link, List, Text, VisuallyHidden } from '@soat/shared/ui';
import { demoLink } from '../lib/demo-paths';
import { DEMO_NAMESPACE } from '../lib/namespace';
import { search, type SearchGroup } from './api/shell-api';

/** The shell's search (POST api/common/search): contacts, pages and tasks, grouped. */
export function SearchBox() {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const [query, setQuery] = useState('');
  const [groups, setGroups] = useState<SearchGroup[] | null>(null);
  const close = () => setGroups(null);
  return (
    <Box position="relative" flex="1" maxW="md">
      <HStack
        as="form"
        role="search"
        gap="2"
        onSubmit={(event) => {
          event.preventDefault();
          void search(query).then(setGroups);
        }}
      >
        <VisuallyHidden asChild>
          <label htmlFor="demo-search">{t('shell.search.label')}</label>
        </VisuallyHidden>
        <Input
          id="demo-search"
          type="search"
          size="sm"
          value={query}
          placeholder={t('shell.search.placeholder')}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => event.key === 'Escape' && close()}
        />
        <Button type="submit" size="sm">
          {t('shell.search.submit')}
        </Button>
      </HStack>
      {groups && (
        <Box
          role="region"
          aria-label={t('shell.search.results')}
          position="absolute"
          top="full"
          insetStart="0"
          insetEnd="0"
          mt="2"
          zIndex="dropdown"
          bg="bg.panel"
          borderWidth="1px"
          rounded="md"
          shadow="lg"
          p="3"
          maxH="md"
          overflowY="auto"
        >
          {groups.length === 0 ? (
            <Text color="fg.muted">{t('shell.search.none')}</Text>
          ) : (
            groups.map((group) => (
              <Box key={group.id} mb="2">
                <Text fontWeight="semibold" fontSize="sm">
                  {t(`shell.search.groups.${group.id}`, { defaultValue: group.label })}
                </Text>
                <List.Root listStyle="none">
                  {group.results.map((result) => (
                    <List.Item key={result.link}>
                      <Link asChild onClick={close}>
                        <RouterLink to={demoLink(result.link)}>{result.value}</RouterLink>
                      </Link>
                    </List.Item>
                  ))}
                </List.Root>
              </Box>
            ))
          )}
        </Box>
      )}
    </Box>
  );
}
