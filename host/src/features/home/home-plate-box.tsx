import type { FormEvent } from 'react';
import { useTranslation } from '@soat/shared/i18n';
import { PATHS, useNavigate, type PurchaseEntryState } from '@soat/shared/router';
import { Box, Button, Field, Input, Stack } from '@soat/shared/ui-core';

/** The query parameter the purchase page reads its plate from. */
export const PLATE_PARAMETER = 'placa';
/** The owner's document field: an id, not a name, so that the form sent before the app runs leaves it out of the address. */
const OWNER_DOCUMENT_ID = 'home-owner-document';

/**
 * The hero's plate box, as real sellers have, with the owner's document (optional): with both, the purchase
 * page opens with the vehicle read from the RUNT and its price (ADR 034). A plain GET form to the purchase
 * page, so it works on the prerendered /home before any script runs (the plate alone then); once the app
 * runs, the router takes the same URL without reloading the page, the document in the history entry's
 * state. The purchase page checks both with the shared rules.
 */
export function HomePlateBox() {
  const { t } = useTranslation('host');
  const navigate = useNavigate();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { elements } = event.currentTarget;
    const valueOf = (name: string) => {
      const input = elements.namedItem(name);
      return input instanceof HTMLInputElement ? input.value.trim() : '';
    };
    const query = new URLSearchParams({ [PLATE_PARAMETER]: valueOf(PLATE_PARAMETER) });
    const document = valueOf(OWNER_DOCUMENT_ID);
    const state: PurchaseEntryState | undefined = document ? { numeroDocumentoPropietario: document } : undefined;
    void navigate(`${PATHS.comprarSoat}?${query.toString()}`, { state });
  };

  return (
    <Box asChild bg="bg" borderWidth="1px" borderRadius="l3" p={{ base: '4', md: '5' }} maxW="xl" shadow="sm">
      <form method="get" action={PATHS.comprarSoat} onSubmit={onSubmit} aria-labelledby="home-plate-label">
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ sm: 'flex-end' }}>
          <Field.Root flex="1">
            <Field.Label id="home-plate-label" fontWeight="semibold">
              {t('home.hero.plateLabel')}
            </Field.Label>
            <Input
              name={PLATE_PARAMETER}
              size="lg"
              placeholder="ABC123"
              maxLength={9}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              textTransform="uppercase"
              letterSpacing="0.12em"
              fontWeight="semibold"
            />
            <Field.HelperText>{t('home.hero.plateHelper')}</Field.HelperText>
          </Field.Root>
          <Field.Root flex="1" id={OWNER_DOCUMENT_ID}>
            <Field.Label fontWeight="semibold">{t('home.hero.ownerDocumentLabel')}</Field.Label>
            <Input size="lg" inputMode="numeric" autoComplete="off" />
            <Field.HelperText>{t('home.hero.ownerDocumentHelper')}</Field.HelperText>
          </Field.Root>
          <Button type="submit" size="lg" mb={{ sm: '7' }}>
            {t('home.hero.quote')}
          </Button>
        </Stack>
      </form>
    </Box>
  );
}
