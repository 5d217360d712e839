import { type ComponentType, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@soat/shared/i18n';
import { Box, Heading, IconButton, Stack, Text } from '@soat/shared/ui-core';
import { SlidersIcon } from './icons';

/** The panel's lists and what they need (the native select); webpack asks again after a failed fetch. */
const loadFields = () => import('./preferences-fields');
/** Asked for as the visitor points at or focuses the button: there by the time it is pressed. */
const prefetchFields = () => void loadFields().catch(() => undefined);

/**
 * Language and theme choice, both remembered. A disclosure (a button that shows
 * a panel) rather than a popover: it needs none of the floating-UI machinery on
 * the first page load. Escape or a click outside closes it. Its two lists are
 * fetched as the button is pointed at, focused or pressed (./preferences-fields.tsx).
 */
export function PreferencesMenu() {
  const { t } = useTranslation('host');
  const [open, setOpen] = useState(false);
  // The lists are rendered once their code is there, from the first open on, never in the page's first
  // render: the panel is hidden then, and the prerendered page (its HTML, the hydration) does without them.
  const [Fields, setFields] = useState<ComponentType | 'loading' | 'failed'>();
  const panelId = useId();
  const titleId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const closeOnOutsideClick = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', closeOnOutsideClick);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutsideClick);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <Box ref={rootRef} position="relative">
      <IconButton
        ref={buttonRef}
        variant="ghost"
        aria-label={t('preferences.open')}
        aria-expanded={open}
        aria-controls={panelId}
        onPointerEnter={prefetchFields}
        onFocus={prefetchFields}
        onClick={() => {
          if (!open && (Fields === undefined || Fields === 'failed')) {
            setFields('loading');
            loadFields().then(
              (code) => setFields(() => code.default),
              () => setFields('failed'),
            );
          }
          setOpen((isOpen) => !isOpen);
        }}
      >
        <SlidersIcon />
      </IconButton>
      <Box
        id={panelId}
        role="group"
        aria-labelledby={titleId}
        hidden={!open}
        position="absolute"
        insetEnd="0"
        top="full"
        mt="2"
        width="64"
        p="4"
        bg="bg.panel"
        borderWidth="1px"
        borderRadius="l2"
        boxShadow="lg"
        zIndex="dropdown"
      >
        <Stack gap="4">
          <Heading as="h2" id={titleId} size="sm">
            {t('preferences.title')}
          </Heading>
          {/* until the lists' code is there, the panel says so; a failed fetch is asked again on the next open */}
          {Fields === 'loading' && <Text role="status">{t('loading')}</Text>}
          {Fields === 'failed' && <Text role="alert">{t('preferences.unavailable')}</Text>}
          {typeof Fields === 'function' && <Fields />}
        </Stack>
      </Box>
    </Box>
  );
}
