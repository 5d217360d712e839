import { useTranslation } from '@soat/shared/i18n';
import { Link as RouterLink, Navigate, PATHS, safeRedirectPath, useSearchParams } from '@soat/shared/router';
import { useSession } from '@soat/shared/session';
import { Link, Stack, Text } from '@soat/shared/ui';
import { AuthCard } from '../../components/auth-card';
import { SignUpForm } from './sign-up-form';

export function SignUpPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const status = useSession((state) => state.status);
  if (status === 'authenticated') return <Navigate to={safeRedirectPath(params.get('redirectTo'))} replace />;
  return (
    <AuthCard title={t('signUp.title')} description={t('signUp.description')}>
      <Stack gap="6">
        <SignUpForm redirectTo={params.get('redirectTo')} />
        <Text>
          {t('signUp.haveAccount')}{' '}
          <Link asChild fontWeight="semibold">
            <RouterLink to={PATHS.iniciarSesion}>{t('signUp.signIn')}</RouterLink>
          </Link>
        </Text>
      </Stack>
    </AuthCard>
  );
}
