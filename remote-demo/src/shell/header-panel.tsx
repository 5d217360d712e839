import { createContext, Suspense, useContext, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@soat/shared/i18n';
import { useLocation } from '@soat/shared/router';
import { Box, Button, HStack, Spinner, Text } from '@soat/shared/ui';
import { DEMO_NAMESPACE } from '../lib/namespace';

interface HeaderPanelProps {
  /** The button's text (also the panel's name). */
  label: string;
  /** Shown beside the label (an unread count, say). */
  badge?: ReactNode;
  /** The panel's content, rendered while it is open (its links close it: `useCloseHeaderPanel`). */
  children: ReactNode;
}

const ClosePanel = createContext<() => void>(() => {});

/** Closes the panel around the caller and gives the focus back to its button: for a link of it that is followed. */
export const useCloseHeaderPanel = () => useContext(ClosePanel);

/**
 * A button in the demo's header that shows a panel below it (notifications, messages,
 * shortcuts). Escape or a second press closes it and gives the focus back to the button;
 * a click outside it closes it, and so does following a link of it (to this page or another).
 * The content may be lazy: its code arrives when the panel is first opened.
 */
export function HeaderPanel({ label, badge, children }: HeaderPanelProps) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const { pathname } = useLocation();
  // the page it was opened on: open only there, so a link that leads elsewhere closes it
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const panelId = useId();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpenOn(null);
    button.current?.focus();
  };
  useEffect(() => {
    if (!open) return;
    // Escape closes the open panel wherever the focus is (a pressed button may have been disabled)
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      button.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);
  return (
    // on a phone the panel spans the header (positioned by it), beside the button it would leave the screen
    <Box ref={container} position={{ base: 'static', sm: 'relative' }}>
      <Button
        ref={button}
        variant="ghost"
        size="sm"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpenOn(open ? null : pathname)}
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
        insetStart={{ base: '3', sm: 'auto' }}
        insetEnd={{ base: '3', sm: '0' }}
        top="full"
        mt="2"
        zIndex="dropdown"
        w={{ base: 'auto', sm: 'xs' }}
        maxH="md"
        overflowY="auto"
        bg="bg.panel"
        borderWidth="1px"
        rounded="md"
        shadow="lg"
        p="3"
      >
        {open && (
          <Suspense
            fallback={
              <HStack gap="2" role="status">
                <Spinner size="sm" />
                <Text>{t('common.loading')}</Text>
              </HStack>
            }
          >
            <ClosePanel value={close}>{children}</ClosePanel>
          </Suspense>
        )}
      </Box>
    </Box>
  );
}
