import { FiSliders } from 'react-icons/fi';
import { changeLanguage, isLanguage, LANGUAGES, useTranslation } from '@soat/shared/i18n';
import { Field, Icon, IconButton, NativeSelect, Popover, Portal, Stack, THEMES, useTheme } from '@soat/shared/ui';

/** Language and theme choice, both remembered. */
export function PreferencesMenu() {
  const { t, i18n } = useTranslation('host');
  const theme = useTheme((state) => state.theme);
  const setTheme = useTheme((state) => state.setTheme);
  return (
    <Popover.Root positioning={{ placement: 'bottom-end' }}>
      <Popover.Trigger asChild>
        <IconButton variant="ghost" aria-label={t('preferences.open')}>
          <Icon as={FiSliders} />
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="64">
            <Popover.Body>
              <Stack gap="4">
                <Popover.Title fontWeight="semibold">{t('preferences.title')}</Popover.Title>
                <Field.Root>
                  <Field.Label>{t('preferences.language')}</Field.Label>
                  <NativeSelect.Root size="sm">
                    <NativeSelect.Field
                      value={i18n.language}
                      onChange={(event) => {
                        if (isLanguage(event.target.value)) void changeLanguage(event.target.value);
                      }}
                    >
                      {LANGUAGES.map((language) => (
                        <option key={language} value={language}>
                          {t(`languages.${language}`)}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
                <Field.Root>
                  <Field.Label>{t('preferences.theme')}</Field.Label>
                  <NativeSelect.Root size="sm">
                    <NativeSelect.Field
                      value={theme}
                      onChange={(event) => {
                        const chosen = THEMES.find((option) => option.id === event.target.value);
                        if (chosen) setTheme(chosen.id);
                      }}
                    >
                      {THEMES.map((option) => (
                        <option key={option.id} value={option.id}>
                          {t(`themes.${option.id}`)}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
