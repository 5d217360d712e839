import { useId, type ReactNode } from 'react';
import { Box } from '@soat/shared/ui';

interface Props {
  caption: ReactNode;
  children: ReactNode;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minW?: string;
  /**
   * The table's likely height in pixels, for a table that usually starts below
   * the fold: the browser then skips its layout and paint until it nears the
   * viewport (`content-visibility: auto`), holding this much room meanwhile.
   * It stays in the accessibility tree and find-in-page as usual.
   */
  deferredHeight?: number;
}

// Cells, headers and rows of every table, as plain CSS: the UI facade has no
// table part and adding one would ship on every page (see shared/src/ui/ui.ts).
const tableCss = {
  borderCollapse: 'collapse',
  '& caption': { textAlign: 'start', fontWeight: 'semibold', fontSize: 'lg', paddingBlock: '2' },
  '& th, & td': {
    paddingBlock: '2',
    paddingInline: '3',
    borderBottomWidth: '1px',
    borderColor: 'border',
    textAlign: 'start',
    verticalAlign: 'top',
  },
  '& thead th': { fontSize: 'sm', color: 'fg.muted', fontWeight: 'semibold', verticalAlign: 'bottom' },
  '& tbody th': { fontWeight: 'semibold' },
  '& [data-numeric]': { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
} as const;

/**
 * A semantic table (`<caption>`, header cells with `scope`) that scrolls
 * sideways on narrow screens; the scrolling region is named by the caption and
 * reachable by keyboard, so it can be scrolled without a pointer.
 */
export function ScrollTable({ caption, children, minW = '2xl', deferredHeight }: Props) {
  const captionId = useId();
  return (
    <Box
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      overflowX="auto"
      rounded="md"
      focusVisibleRing="outside"
      {...(deferredHeight && { contentVisibility: 'auto', containIntrinsicSize: `auto ${deferredHeight}px` })}
    >
      <Box as="table" w="full" minW={minW} css={tableCss}>
        <caption id={captionId}>{caption}</caption>
        {children}
      </Box>
    </Box>
  );
}
