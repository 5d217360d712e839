import { Box } from '@soat/shared/ui';

/** Terms and their values (a `<dl>`): side by side on wide screens, stacked on narrow ones. */
export function FactList({ items }: { items: [term: string, value: string][] }) {
  return (
    <Box as="dl" display="grid" gridTemplateColumns={{ base: '1fr', sm: 'max-content 1fr' }} columnGap="4" rowGap="1">
      {items.map(([term, value]) => (
        <Box key={term} display="contents">
          <Box as="dt" color="fg.muted">
            {term}
          </Box>
          <Box as="dd" fontWeight="medium" overflowWrap="anywhere">
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
