import { Link as RouterLink } from '@soat/shared/router';
import { Link, List, Text } from '@soat/shared/ui';
import { guidesPath } from '../../lib/demo-paths';
import type { GuideCategory } from './api/help-center-api';

/** A category's guides, each a link to its page. */
export function GuideList({ category }: { category: GuideCategory }) {
  return (
    <List.Root listStyle="none" gap="2" aria-label={category.title}>
      {category.guides.map((guide) => (
        <List.Item key={guide.id}>
          <Link asChild fontWeight="medium">
            <RouterLink to={guidesPath(category.slug, guide.slug)}>{guide.title}</RouterLink>
          </Link>
          <Text fontSize="sm" color="fg.muted">
            {guide.subtitle}
          </Text>
        </List.Item>
      ))}
    </List.Root>
  );
}
