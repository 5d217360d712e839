import { useDocumentTitle, useTranslation } from '@soat/shared/i18n';
import { Link as RouterLink, PATHS, useLocation } from '@soat/shared/router';
import { useSession } from '@soat/shared/session';
import { Alert, Box, Button, Container, Heading, HStack, Spinner, Stack, Text } from '@soat/shared/ui';
import { SOAT_NAMESPACE } from '../../lib/namespace';
import { ClaimOutcome, ClaimPurchases, useClaimLink } from './claim-purchases';
import { OpenRequestsTable } from './open-requests-table';
import { PolicyList } from './policy-list';
import { useMyPolicies } from './use-my-policies';

// the routes start an emailed claim link as this page's code arrives (ADR 035)
export { startClaimFromAddress } from './claim-purchases';

/** Where a visitor signs in and comes back to this page (with a claim link's token, if it came with one). */
export const signInPath = (search = '') =>
  `${PATHS.iniciarSesion}?${new URLSearchParams({ redirectTo: `${PATHS.misPolizas}${search}` }).toString()}`;
export const SIGN_IN_PATH = signInPath();

function Loading() {
  const { t } = useTranslation(SOAT_NAMESPACE);
  return (
    <HStack role="status" gap="3">
      <Spinner size="sm" />
      <Text>{t('common.loading')}</Text>
    </HStack>
  );
}

function SignedOut() {
  const { t } = useTranslation(SOAT_NAMESPACE);
  const { search } = useLocation();
  return (
    <Stack gap="4" align="start">
      <Text>{t('myPolicies.signedOut.body')}</Text>
      <HStack gap="3" wrap="wrap">
        <Button asChild>
          <RouterLink to={signInPath(search)}>{t('myPolicies.signedOut.signIn')}</RouterLink>
        </Button>
        <Button asChild variant="outline">
          <RouterLink to={PATHS.consultaSoat}>{t('myPolicies.consult')}</RouterLink>
        </Button>
      </HStack>
    </Stack>
  );
}

function Purchases() {
  const { state, reload } = useMyPolicies();
  const claimed = useClaimLink(reload);
  return (
    <Stack gap="10">
      <ClaimOutcome outcome={claimed} />
      <PurchaseLists state={state} reload={reload} />
      <ClaimPurchases />
    </Stack>
  );
}

function PurchaseLists({ state, reload }: ReturnType<typeof useMyPolicies>) {
  const { t } = useTranslation(SOAT_NAMESPACE);
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'failed') {
    return (
      <Stack gap="3" align="start">
        <Alert.Root status="error" variant="subtle">
          <Alert.Indicator />
          <Alert.Description>{t('common.loadError')}</Alert.Description>
        </Alert.Root>
        <Button variant="outline" onClick={reload}>
          {t('common.retry')}
        </Button>
      </Stack>
    );
  }
  const { polizas, solicitudes } = state.data;
  const open = solicitudes.filter((request) => request.poliza === null);
  if (polizas.length === 0 && open.length === 0) {
    return (
      <Stack gap="4" align="start">
        <Text>{t('myPolicies.empty.body')}</Text>
        <Button asChild>
          <RouterLink to={PATHS.comprarSoat}>{t('myPolicies.empty.buy')}</RouterLink>
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="10">
      {open.length > 0 && (
        <Box as="section" aria-labelledby="mis-solicitudes">
          <Heading as="h2" id="mis-solicitudes" size="2xl" mb="4">
            {t('myPolicies.requests.title')}
          </Heading>
          <OpenRequestsTable requests={open} />
        </Box>
      )}
      <Box as="section" aria-labelledby="mis-polizas">
        <Heading as="h2" id="mis-polizas" size="2xl" mb="4">
          {t('myPolicies.policies.title')}
        </Heading>
        {polizas.length > 0 ? <PolicyList policies={polizas} /> : <Text>{t('myPolicies.policies.none')}</Text>}
      </Box>
    </Stack>
  );
}

/** "Mis pólizas": what the signed-in customer bought with this account; a visitor is asked to sign in. */
export function MyPoliciesPage() {
  const { t } = useTranslation(SOAT_NAMESPACE);
  useDocumentTitle(t('documentTitle', { page: t('myPolicies.title') }));
  const status = useSession((state) => state.status);
  return (
    <Container maxW="5xl" py={{ base: '8', md: '12' }}>
      <Stack gap="8">
        <Stack gap="3">
          <Heading as="h1" size="4xl">
            {t('myPolicies.title')}
          </Heading>
          {status === 'authenticated' && <Text color="fg.muted">{t('myPolicies.lead')}</Text>}
        </Stack>
        {status === 'unknown' && <Loading />}
        {status === 'anonymous' && <SignedOut />}
        {status === 'authenticated' && <Purchases />}
      </Stack>
    </Container>
  );
}
