import { changeLanguage, isLanguage, LANGUAGES, useTranslation } from '@soat/shared/i18n';
import { Field, NativeSelect, THEMES, useTheme } from '@soat/shared/ui';

/**
 * The preferences panel's two lists, fetched as the panel is first about to open (./preferences-menu.tsx):
 * the native select's part and recipe come with `@soat/shared/ui`, which no page of the host needs at start
 * (docs/decisions/048, decision 22).
 */
export default function PreferencesFields() {
  const { t, i18n } = useTranslation('host');
  const theme = useTheme((state) => state.theme);
  const setTheme = useTheme((state) => state.setTheme);
  return (
    <>
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
    </>
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
