import { useState } from 'react';
import { useDocumentTitle, useTranslation } from '@soat/shared/i18n';
import { Link as RouterLink, useParams } from '@soat/shared/router';
import { Box, Button, Flex, Heading, List, Stack, Text } from '@soat/shared/ui';
import { LoadState } from '../../components/load-state';
import { folderPath } from '../../lib/demo-paths';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import { useDemoData } from '../../lib/use-demo-data';
import { useReturnFocus } from '../../lib/use-return-focus';
import { getFolder, type FileItem } from './api/file-manager-api';
import { FileDetails } from './file-details';
import { FolderBreadcrumb } from './folder-breadcrumb';
import { rowLink } from '../../components/row-link';

/** a folder's link and a file's button alike, the whole width */
const itemCss = { ...rowLink, width: 'full', textAlign: 'start' } as const;

/** `demo/apps/file-manager[/folders/:folderId]`: a folder's folders and files, its path, a file's details. */
export function FileManagerPage() {
  const { t } = useTranslation(DEMO_NAMESPACE);
  useDocumentTitle(t('documentTitle', { page: t('apps.fileManager') }));
  const { folderId } = useParams();
  // another folder starts with no file chosen
  return <FolderView key={folderId ?? 'root'} folderId={folderId} />;
}

function FolderView({ folderId }: { folderId: string | undefined }) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const [selected, setSelected] = useState<FileItem | null>(null);
  const returnFocus = useReturnFocus();
  const { state, reload } = useDemoData(`folder:${folderId}`, () => getFolder(folderId));

  if (state.status !== 'loaded') return <LoadState state={state} onRetry={reload} />;
  const { folders, files, path } = state.data;
  const folder = path.at(-1);
  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">
        {folder?.name ?? t('apps.fileManager')}
      </Heading>
      <FolderBreadcrumb path={path} />
      <Flex direction={{ base: 'column', lg: 'row' }} gap="6" align="flex-start">
        <Stack gap="4" flex="1" w="full">
          {folders.length === 0 && files.length === 0 && <Text>{t('files.empty')}</Text>}
          {folders.length > 0 && (
            <List.Root listStyle="none" gap="2" aria-label={t('files.folders')}>
              {folders.map((item) => (
                <List.Item key={item.id}>
                  <Box asChild css={itemCss}>
                    <RouterLink to={folderPath(item.id)}>
                      <Text as="span" display="block" fontWeight="medium">
                        {item.name}
                      </Text>
                      <Text as="span" fontSize="sm" color="fg.muted">
                        {item.contents}
                      </Text>
                    </RouterLink>
                  </Box>
                </List.Item>
              ))}
            </List.Root>
          )}
          {files.length > 0 && (
            <List.Root listStyle="none" gap="2" aria-label={t('files.files')}>
              {files.map((item) => (
                <List.Item key={item.id}>
                  <Button
                    variant="outline"
                    h="auto"
                    css={itemCss}
                    aria-pressed={selected?.id === item.id}
                    onClick={() => {
                      returnFocus.remember();
                      setSelected(item);
                    }}
                  >
                    <Text as="span" display="block" fontWeight="medium">
                      {item.name}
                    </Text>
                    <Text as="span" fontSize="sm" color="fg.muted">{`${item.type} · ${item.size}`}</Text>
                  </Button>
                </List.Item>
              ))}
            </List.Root>
          )}
        </Stack>
        {selected && (
          <Box w={{ base: 'full', lg: 'sm' }}>
            <FileDetails
              file={selected}
              onClose={() => {
                setSelected(null);
                returnFocus.restore();
              }}
            />
          </Box>
        )}
      </Flex>
    </Stack>
  );
}
