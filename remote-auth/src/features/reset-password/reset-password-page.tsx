import { useState } from 'react';
import { useTranslation } from '@soat/shared/i18n';
import { Link as RouterLink, PATHS, useSearchParams } from '@soat/shared/router';
import { Alert, Button, Link, Stack } from '@soat/shared/ui';
import { AuthCard } from '../../components/auth-card';
import { ResetPasswordForm } from './reset-password-form';

type Outcome = 'pending' | 'done' | 'invalid-link';

export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token');
  const [outcome, setOutcome] = useState<Outcome>(token ? 'pending' : 'invalid-link');

  return (
    <AuthCard title={t('reset.title')} description={outcome === 'pending' ? t('reset.description') : undefined}>
      {outcome === 'pending' && token && (
        <ResetPasswordForm
          token={token}
          onDone={() => setOutcome('done')}
          onInvalidLink={() => setOutcome('invalid-link')}
        />
      )}
      {outcome === 'done' && (
        <Stack gap="4">
          <Alert.Root status="success" variant="subtle">
            <Alert.Indicator />
            <Alert.Description>{t('reset.done')}</Alert.Description>
          </Alert.Root>
          <Button asChild>
            <RouterLink to={PATHS.iniciarSesion}>{t('reset.signIn')}</RouterLink>
          </Button>
        </Stack>
      )}
      {outcome === 'invalid-link' && (
        <Stack gap="4">
          <Alert.Root status="error" variant="subtle">
            <Alert.Indicator />
            <Alert.Description>{t('reset.invalidLink')}</Alert.Description>
          </Alert.Root>
          <Link asChild alignSelf="start">
            <RouterLink to={PATHS.recuperarClave}>{t('reset.requestAgain')}</RouterLink>
          </Link>
        </Stack>
      )}
    </AuthCard>
  );
}
