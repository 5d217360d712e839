import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { applyFieldErrors, FormField, formResolver, TERMS_LINKS, TermsCheckbox } from '@soat/shared/forms';
import { Trans, useTranslation } from '@soat/shared/i18n';
import { PATHS, useNavigate } from '@soat/shared/router';
import { DOCUMENT_TYPES } from '@soat/shared/rules/identity-document';
import { Button, Input, NativeSelect, Stack } from '@soat/shared/ui';
import { uiStateStore } from '@soat/shared/ui-state';
import { NewPasswordFields } from '../../components/new-password-fields';
import { createAccount } from './api/create-account';
import { signUpSchema, type SignUpInput, type SignUpValues } from './sign-up-schema';

const API_FIELDS = [
  'nombreCompleto',
  'tipoDocumento',
  'numeroDocumento',
  'correoElectronico',
  'celular',
  'clave',
  'aceptaTerminos',
] as const;

export function SignUpForm({ redirectTo }: { redirectTo: string | null }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const resolver = useMemo(() => formResolver(signUpSchema(t)), [t]);
  const form = useForm<SignUpInput, unknown, SignUpValues>({
    resolver,
    defaultValues: {
      nombreCompleto: '',
      tipoDocumento: 'CC',
      numeroDocumento: '',
      correoElectronico: '',
      celular: '',
      clave: '',
      confirmacionClave: '',
      aceptaTerminos: false,
    },
  });
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const [name, email] = useWatch({ control, name: ['nombreCompleto', 'correoElectronico'] });

  const submit = handleSubmit(async ({ confirmacionClave: _confirmation, ...account }) => {
    try {
      await createAccount(account);
    } catch (error) {
      applyFieldErrors(error, API_FIELDS, setError);
      return;
    }
    uiStateStore.getState().showAlert({
      type: 'success',
      appearance: 'outline',
      title: t('signUp.created.title'),
      message: t('signUp.created.message'),
    });
    const query = new URLSearchParams({ correo: account.correoElectronico, ...(redirectTo ? { redirectTo } : {}) });
    navigate(`${PATHS.iniciarSesion}?${query.toString()}`);
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('signUp.title')}>
      <Stack gap="4">
        <FormField label={t('fields.fullName')} error={errors.nombreCompleto?.message} required>
          <Input autoComplete="name" {...register('nombreCompleto')} />
        </FormField>
        <FormField label={t('fields.documentType')} error={errors.tipoDocumento?.message} required>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('tipoDocumento')}>
              {DOCUMENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`documentTypes.${type}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField
          label={t('fields.documentNumber')}
          error={errors.numeroDocumento?.message}
          helper={t('fields.documentHelper')}
          required
        >
          <Input inputMode="text" autoComplete="off" {...register('numeroDocumento')} />
        </FormField>
        <FormField
          label={t('fields.email')}
          error={errors.correoElectronico?.message}
          helper={t('fields.emailHelper')}
          required
        >
          <Input type="email" autoComplete="email" {...register('correoElectronico')} />
        </FormField>
        <FormField
          label={t('fields.mobile')}
          error={errors.celular?.message}
          helper={t('fields.mobileHelper')}
          required
        >
          <Input type="tel" inputMode="numeric" autoComplete="tel-national" {...register('celular')} />
        </FormField>
        <NewPasswordFields form={form} name="clave" userInputs={[name, email]} />
        <TermsCheckbox control={control} label={<Trans t={t} i18nKey="signUp.terms" components={TERMS_LINKS} />} />
        <Button type="submit" loading={isSubmitting} loadingText={t('signUp.submitting')}>
          {t('signUp.submit')}
        </Button>
      </Stack>
    </form>
  );
}
