import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@soat/shared/i18n';
import { PATHS, useNavigate } from '@soat/shared/router';
import { Button, Input, NativeSelect, Stack } from '@soat/shared/ui';
import { uiStateStore } from '@soat/shared/ui-state';
import {
  DOCUMENT_TYPES,
  isValidDocumentNumber,
  MOBILE_PATTERN,
  normalizeDocumentNumber,
} from '@soat/shared/validation';
import { FormField } from '../../components/form-field';
import { NewPasswordFields } from '../../components/new-password-fields';
import { applyFieldErrors } from '../../lib/api-errors';
import { emailRules } from '../../lib/form-rules';
import { createAccount } from './api/create-account';
import type { SignUpValues } from './sign-up-values';
import { TermsCheckbox } from './terms-checkbox';

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
  const form = useForm<SignUpValues>({
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
    const normalized = {
      ...account,
      nombreCompleto: account.nombreCompleto.trim(),
      numeroDocumento: normalizeDocumentNumber(account.numeroDocumento),
      correoElectronico: account.correoElectronico.trim(),
    };
    try {
      await createAccount(normalized);
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
    const query = new URLSearchParams({ correo: normalized.correoElectronico, ...(redirectTo ? { redirectTo } : {}) });
    navigate(`${PATHS.iniciarSesion}?${query.toString()}`);
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('signUp.title')}>
      <Stack gap="4">
        <FormField label={t('fields.fullName')} error={errors.nombreCompleto?.message} required>
          <Input
            autoComplete="name"
            {...register('nombreCompleto', {
              required: t('validation.required'),
              validate: (value) => value.trim().length >= 2 || t('validation.fullName'),
              maxLength: { value: 120, message: t('validation.tooLong', { count: 120 }) },
            })}
          />
        </FormField>
        <FormField label={t('fields.documentType')} error={errors.tipoDocumento?.message} required>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('tipoDocumento', { required: t('validation.required') })}>
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
          <Input
            inputMode="text"
            autoComplete="off"
            {...register('numeroDocumento', {
              required: t('validation.required'),
              validate: (value, values) =>
                isValidDocumentNumber(values.tipoDocumento, value) || t(`validation.document.${values.tipoDocumento}`),
            })}
          />
        </FormField>
        <FormField
          label={t('fields.email')}
          error={errors.correoElectronico?.message}
          helper={t('fields.emailHelper')}
          required
        >
          <Input type="email" autoComplete="email" {...register('correoElectronico', emailRules(t))} />
        </FormField>
        <FormField
          label={t('fields.mobile')}
          error={errors.celular?.message}
          helper={t('fields.mobileHelper')}
          required
        >
          <Input
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            {...register('celular', {
              required: t('validation.required'),
              pattern: { value: MOBILE_PATTERN, message: t('validation.mobile') },
            })}
          />
        </FormField>
        <NewPasswordFields form={form} name="clave" userInputs={[name, email]} />
        <TermsCheckbox control={control} />
        <Button type="submit" loading={isSubmitting} loadingText={t('signUp.submitting')}>
          {t('signUp.submit')}
        </Button>
      </Stack>
    </form>
  );
}
