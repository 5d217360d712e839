import { useTranslation } from '@soat/shared/i18n';
import { Link as RouterLink } from '@soat/shared/router';
import { HStack, Link, Text } from '@soat/shared/ui';
import { folderPath } from '../../lib/demo-paths';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import type { FileItem } from './api/file-manager-api';

/** The way from the root to the folder shown: each ancestor a link, the folder itself the current page. */
export function FolderBreadcrumb({ path }: { path: FileItem[] }) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const steps = [{ id: undefined, name: t('files.root') }, ...path.map(({ id, name }) => ({ id, name }))];
  return (
    <nav aria-label={t('files.breadcrumb')}>
      <HStack as="ol" gap="2" listStyle="none" flexWrap="wrap">
        {steps.map((step, index) => {
          const current = index === steps.length - 1;
          return (
            <HStack as="li" key={step.id ?? 'root'} gap="2">
              {index > 0 && (
                <Text as="span" aria-hidden="true" color="fg.muted">
                  /
                </Text>
              )}
              {current ? (
                <Text as="span" fontWeight="semibold" aria-current="page">
                  {step.name}
                </Text>
              ) : (
                <Link asChild>
                  <RouterLink to={folderPath(step.id)}>{step.name}</RouterLink>
                </Link>
              )}
            </HStack>
          );
        })}
      </HStack>
    </nav>
  );
}
