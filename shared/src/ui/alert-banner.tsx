import { type ReactNode, useEffect, useState, useSyncExternalStore } from 'react';
import { Box, CloseButton, Text } from '@chakra-ui/react';
import type { Alert } from '@chakra-ui/react';
import { useTranslation } from '@soat/shared/i18n';
import { type Alert as AlertState, useUiState } from '@soat/shared/ui-state';

/** Chakra's Alert, which `@soat/shared/ui` brings (with its recipe and icons): the light door has none. */
type AlertParts = typeof Alert;

let alertParts: AlertParts | undefined;
const partsListeners = new Set<() => void>();

/**
 * Called by `@soat/shared/ui` as it loads: the banner renders with its Alert from then on. Every page with
 * a remote's section has that door already; on a host page the banner asks for it when an alert first
 * shows (`loadAlert`).
 */
export function provideAlertParts(parts: AlertParts): void {
  alertParts = parts;
  partsListeners.forEach((listener) => listener());
}

function subscribeToParts(listener: () => void): () => void {
  partsListeners.add(listener);
  return () => partsListeners.delete(listener);
}

const currentParts = () => alertParts;

/** The Alert parts once `@soat/shared/ui` is loaded, asked for with `load` when `needed`; `failed` if they did not come. */
function useAlertParts(
  needed: boolean,
  load: (() => Promise<unknown>) | undefined,
): { parts: AlertParts | undefined; failed: boolean } {
  const parts = useSyncExternalStore(subscribeToParts, currentParts, currentParts);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!needed || parts || !load) return;
    // the door registers its parts as it loads (provideAlertParts)
    load().then(
      () => setFailed(!alertParts),
      () => setFailed(true),
    );
  }, [needed, parts, load]);
  // with nothing to load them, the banner is plain from the start
  return { parts, failed: failed || !load };
}

/**
 * The alert banner of the UI state, 20px from the top and right, at most 500px wide; hidden when null.
 * `loadAlert` fetches `@soat/shared/ui` when an alert shows before that door is on the page (the host
 * passes `() => import('@soat/shared/ui')`: this door cannot import the one that imports it); without it,
 * or should it fail, the banner shows the message plainly.
 */
export function AlertBanner({ loadAlert }: { loadAlert?: () => Promise<unknown> }) {
  const { t } = useTranslation('shared');
  const alert = useUiState((state) => state.alert);
  const dismiss = useUiState((state) => state.dismissAlert);
  const { parts, failed } = useAlertParts(alert !== null, loadAlert);
  if (!alert) return null;
  const close = <CloseButton size="sm" aria-label={t('alert.close')} onClick={dismiss} />;
  if (parts) return <StyledBanner Alert={parts} alert={alert} close={close} />;
  // the parts' code did not arrive (the network is down, say): the message is shown all the same
  if (failed) return <PlainBanner alert={alert} close={close} />;
  return null; // for the moment the parts' code takes to arrive
}

const placement = {
  position: 'fixed',
  top: '20px',
  right: '20px',
  left: { base: '20px', sm: 'auto' },
  maxW: '500px',
  zIndex: 'toast',
  bg: 'bg',
  boxShadow: 'lg',
} as const;

interface BannerProps {
  alert: AlertState;
  close: ReactNode;
}

function StyledBanner({ Alert: Parts, alert, close }: BannerProps & { Alert: AlertParts }) {
  return (
    <Parts.Root
      // announced by screen readers as soon as it appears
      role="alert"
      status={alert.type}
      variant={alert.appearance}
      {...placement}
    >
      <Parts.Indicator />
      <Parts.Content>
        <Parts.Title>{alert.title}</Parts.Title>
        <Parts.Description>{alert.message}</Parts.Description>
      </Parts.Content>
      {close}
    </Parts.Root>
  );
}

function PlainBanner({ alert, close }: BannerProps) {
  return (
    <Box
      role="alert"
      display="flex"
      gap="3"
      alignItems="start"
      p="4"
      borderRadius="l3"
      borderWidth="1px"
      {...placement}
    >
      <Box flex="1">
        <Text fontWeight="semibold">{alert.title}</Text>
        <Text>{alert.message}</Text>
      </Box>
      {close}
    </Box>
  );
}
