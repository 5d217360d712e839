import { useEffect, useRef } from 'react';
import { useTranslation } from '@soat/shared/i18n';
import { Button, List, Stack, Text } from '@soat/shared/ui';
import { OPERATOR_NAMESPACE } from '../../lib/namespace';

/** The recovery codes of a just-confirmed enrolment, shown this once, until the operator says they kept them. */
export function RecoveryCodes({ codes, onContinue }: { codes: string[]; onContinue: () => void }) {
  const { t } = useTranslation(OPERATOR_NAMESPACE);
  const list = useRef<HTMLOListElement>(null);
  // the page changed under the keyboard: reading goes on from the codes
  useEffect(() => list.current?.focus(), []);
  return (
    <Stack gap="4">
      <Text>{t('recovery.description')}</Text>
      <List.Root
        as="ol"
        ref={list}
        tabIndex={-1}
        aria-label={t('recovery.listLabel')}
        listStyle="none"
        display="grid"
        gridTemplateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)' }}
        gap="2"
        ms="0"
      >
        {codes.map((code) => (
          <List.Item key={code} fontFamily="mono" fontSize="lg" letterSpacing="wider">
            {code}
          </List.Item>
        ))}
      </List.Root>
      <Button alignSelf="start" onClick={onContinue}>
        {t('recovery.continue')}
      </Button>
    </Stack>
  );
}
