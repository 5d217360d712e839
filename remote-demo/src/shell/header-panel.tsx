import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Box, Button } from '@soat/shared/ui';

interface HeaderPanelProps {
  /** The button's text (also the panel's name). */
  label: string;
  /** Shown beside the label (an unread count, say). */
  badge?: ReactNode;
  children: ReactNode;
}

/**
 * A button in the demo's header that shows a panel below it (notifications, messages,
 * shortcuts). Escape or a second press closes it and gives the focus back to the button.
 */
export function HeaderPanel({ label, badge, children }: HeaderPanelProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  // Escape closes the open panel wherever the focus is (a pressed button may have been disabled)
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
  return (
    <Box position="relative">
      <Button
        ref={button}
        variant="ghost"
        size="sm"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
        {badge}
      </Button>
      <Box
        id={panelId}
        role="region"
        aria-label={label}
        hidden={!open}
        position="absolute"
        insetEnd="0"
        top="full"
        mt="2"
        zIndex="dropdown"
        w="xs"
        maxH="md"
        overflowY="auto"
        bg="bg.panel"
        borderWidth="1px"
        rounded="md"
        shadow="lg"
        p="3"
      >
        {open && children}
      </Box>
    </Box>
  );
}
