import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  applyFieldErrors,
  ContactFields,
  DocumentFields,
  FormFieldFor,
  formResolver,
  SubmitButton,
  TermsCheckbox,
} from '@soat/shared/forms';
import { useTranslation } from '@soat/shared/i18n';
import { PATHS, useNavigate } from '@soat/shared/router';
import { Input, Stack } from '@soat/shared/ui';
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
  const { register, handleSubmit, setError, control } = form;
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
        <FormFieldFor control={control} name="nombreCompleto" label={t('fields.fullName')} required>
          <Input autoComplete="name" {...register('nombreCompleto')} />
        </FormFieldFor>
        <DocumentFields control={control} />
        <ContactFields
          control={control}
          emailHelper={t('fields.emailHelper')}
          mobileHelper={t('fields.mobileHelper')}
        />
        <NewPasswordFields form={form} name="clave" userInputs={[name, email]} />
        <TermsCheckbox control={control} />
        <SubmitButton control={control} loadingText={t('signUp.submitting')}>
          {t('signUp.submit')}
        </SubmitButton>
      </Stack>
    </form>
  );
}
