import { useTranslation } from '@soat/shared/i18n';
import { Link as RouterLink, Navigate, PATHS, safeRedirectPath, useSearchParams } from '@soat/shared/router';
import { useSession } from '@soat/shared/session';
import { Link, Stack, Text } from '@soat/shared/ui';
import { AuthCard } from '../../components/auth-card';
import { SignInForm } from './sign-in-form';

export function SignInPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const status = useSession((state) => state.status);
  const redirectTo = safeRedirectPath(params.get('redirectTo'));
  // once signed in (now or before) the visitor goes back where they were
  if (status === 'authenticated') return <Navigate to={redirectTo} replace />;
  const keepRedirect = params.get('redirectTo') ? `?redirectTo=${encodeURIComponent(redirectTo)}` : '';
  return (
    <AuthCard title={t('signIn.title')} description={t('signIn.description')}>
      <Stack gap="6">
        <SignInForm initialEmail={params.get('correo') ?? ''} />
        <Link asChild alignSelf="start">
          <RouterLink to={PATHS.recuperarClave}>{t('signIn.forgot')}</RouterLink>
        </Link>
        <Text>
          {t('signIn.noAccount')}{' '}
          <Link asChild fontWeight="semibold">
            <RouterLink to={`${PATHS.crearCuenta}${keepRedirect}`}>{t('signIn.createAccount')}</RouterLink>
          </Link>
        </Text>
      </Stack>
    </AuthCard>
  );
}
