import type { ReactNode } from 'react';
import { Box } from '@soat/shared/ui';

// The UI facade has no table part (it would ship on every page): plain CSS for the demo's tables.
const tableCss = {
  width: 'full',
  borderCollapse: 'collapse',
  '& caption': { textAlign: 'start', fontWeight: 'semibold', paddingBlock: '2' },
  '& th, & td': { paddingBlock: '2', paddingInline: '3', borderBottomWidth: '1px', textAlign: 'start' },
  '& thead th': { fontSize: 'sm', color: 'fg.muted' },
  '& [data-numeric]': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
} as const;

/** A semantic table in a region that scrolls sideways on narrow screens (reachable by keyboard). */
export function DataTable({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <Box role="region" aria-label={caption} tabIndex={0} overflowX="auto" focusVisibleRing="outside" bg="bg.panel">
      <Box as="table" css={tableCss} minW="2xl">
        <Box as="caption" srOnly>
          {caption}
        </Box>
        {children}
      </Box>
    </Box>
  );
}
