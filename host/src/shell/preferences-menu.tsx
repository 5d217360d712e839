import { useEffect, useId, useRef, useState } from 'react';
import { changeLanguage, isLanguage, LANGUAGES, useTranslation } from '@soat/shared/i18n';
import { Box, Field, Heading, IconButton, NativeSelect, Stack, THEMES, useTheme } from '@soat/shared/ui-core';
import { SlidersIcon } from './icons';

/**
 * Language and theme choice, both remembered. A disclosure (a button that shows
 * a panel) rather than a popover: it needs none of the floating-UI machinery on
 * the first page load. Escape or a click outside closes it.
 */
export function PreferencesMenu() {
  const { t, i18n } = useTranslation('host');
  const theme = useTheme((state) => state.theme);
  const setTheme = useTheme((state) => state.setTheme);
  const [open, setOpen] = useState(false);
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
        onClick={() => setOpen((isOpen) => !isOpen)}
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
          <ChoiceField
            label={t('preferences.language')}
            value={i18n.language}
            options={LANGUAGES.map((language) => ({ value: language, label: t(`languages.${language}`) }))}
            onChange={(value) => {
              if (isLanguage(value)) void changeLanguage(value);
            }}
          />
          <ChoiceField
            label={t('preferences.theme')}
            value={theme}
            options={THEMES.map((option) => ({ value: option.id, label: t(`themes.${option.id}`) }))}
            onChange={(value) => {
              const chosen = THEMES.find((option) => option.id === value);
              if (chosen) setTheme(chosen.id);
            }}
          />
        </Stack>
      </Box>
    </Box>
  );
}

interface ChoiceFieldProps {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}

/** A labelled native select, applied as soon as it changes. */
function ChoiceField({ label, value, options, onChange }: ChoiceFieldProps) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
