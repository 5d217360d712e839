import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@soat/shared/i18n';
import { Button, HStack, Input, Stack, Text } from '@soat/shared/ui';
import { DEMO_NAMESPACE } from '../../lib/namespace';

/**
 * The box a message is written in: Enter sends it, Shift+Enter starts a new line. The box empties at
 * once and keeps the focus; a message the mock did not take comes back to it, with an alert.
 */
export function MessageComposer({ name, onSend }: { name: string; onSend: (value: string) => Promise<boolean> }) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const [draft, setDraft] = useState('');
  const [failed, setFailed] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);
  const boxId = useId();
  const hintId = useId();

  const send = () => {
    const value = draft.trim();
    if (!value) return;
    setDraft('');
    setFailed(false);
    box.current?.focus();
    void onSend(value).then((sent) => {
      if (sent) return;
      setFailed(true);
      setDraft((current) => (current.trim() ? `${value}\n${current}` : value));
    });
  };
  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // not while an input method is composing a character (its Enter picks the character)
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      {/* the facade has no Textarea (and `Input as="textarea"` still renders an input): the Input's look on a
          textarea, tied to its label and hint by hand, as a Field only ties its own parts */}
      <Stack gap="1.5">
        <Text asChild fontSize="sm" fontWeight="medium">
          <label htmlFor={boxId}>{t('chat.composer.label', { name })}</label>
        </Text>
        <HStack gap="2" w="full" align="flex-end">
          <Input asChild flex="1" minH="16" h="auto" py="2" lineHeight="1.5">
            <textarea
              id={boxId}
              aria-describedby={hintId}
              ref={box}
              rows={2}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={keyDown}
            />
          </Input>
          <Button type="submit" disabled={!draft.trim()}>
            {t('chat.composer.send')}
          </Button>
        </HStack>
        <Text id={hintId} fontSize="xs" color="fg.muted">
          {t('chat.composer.hint')}
        </Text>
      </Stack>
      {failed && (
        <Text role="alert" color="fg.error" fontSize="sm" mt="1">
          {t('chat.composer.failed')}
        </Text>
      )}
    </form>
  );
}
