import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Box, Heading, Stack, Text } from '@soat/shared/ui';

interface Props {
  title: string;
  description?: string;
  /** `alertdialog` for a confirmation, `dialog` for a form. */
  role?: 'dialog' | 'alertdialog';
  /** The heading's level: the one after the section the dialog opens in (h3 under a card's h2). */
  headingLevel?: 'h2' | 'h3';
  onClose: () => void;
  children: ReactNode;
}

const focusable = 'input, textarea, select, button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

/**
 * A dialog shown in place, under the button that opened it: named by its heading, focus moved to its
 * first field (or button) when it opens and back to the opener when it closes, Escape closes it.
 */
export function InlineDialog({ title, description, role = 'dialog', headingLevel = 'h3', onClose, children }: Props) {
  const titleId = useId();
  const descriptionId = useId();
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    box.current?.querySelector<HTMLElement>(focusable)?.focus();
    return () => opener?.focus?.();
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };

  return (
    <Box
      ref={box}
      role={role}
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onKeyDown={onKeyDown}
      borderWidth="1px"
      borderColor="border.emphasized"
      borderRadius="md"
      p="4"
      mt="3"
    >
      <Stack gap="3">
        <Heading as={headingLevel} size="md" id={titleId}>
          {title}
        </Heading>
        {description && (
          <Text id={descriptionId} color="fg.muted">
            {description}
          </Text>
        )}
        {children}
      </Stack>
    </Box>
  );
}
