import { useState } from 'react';
import { useTranslation } from '@soat/shared/i18n';
import { Field, NativeSelect, Text } from '@soat/shared/ui';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import { updateSettings, type MailSettings, type MessageLayout } from './api/mailbox-api';

const LAYOUTS: MessageLayout[] = ['right', 'full'];

/** Where an open mail shows, saved to the mailbox's settings. */
export function LayoutSetting({ settings, onChanged }: { settings: MailSettings; onChanged: () => void }) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const [failed, setFailed] = useState(false);
  const current = settings.messageLayout === 'full' ? 'full' : 'right';
  const save = async (messageLayout: string) => {
    setFailed(false);
    try {
      await updateSettings({ messageLayout });
      onChanged();
    } catch {
      setFailed(true);
    }
  };
  return (
    <Field.Root>
      <Field.Label>{t('mailbox.layout.label')}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={current} onChange={(event) => void save(event.target.value)}>
          {LAYOUTS.map((layout) => (
            <option key={layout} value={layout}>
              {t(`mailbox.layout.${layout}`)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {failed && (
        <Text role="alert" fontSize="sm" color="fg.error">
          {t('mailbox.saveFailed')}
        </Text>
      )}
    </Field.Root>
  );
}
