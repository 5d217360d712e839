import { useRef, useState, type FormEvent } from 'react';
import { FormField } from '@soat/shared/forms';
import { useTranslation } from '@soat/shared/i18n';
import { Button, Input, NativeSelect, SimpleGrid, Stack } from '@soat/shared/ui';
import { FormError } from '../../components/form-error';
import { errorMessage } from '../../lib/error-message';
import { OPERATOR_NAMESPACE } from '../../lib/namespace';
import { OperatorApiError } from '../../lib/operator-api';
import { createOperator, type NewOperator, type OperatorAccount } from './operators-api';

/** The roles an administrator gives, least to most. */
const ROLES = ['agente', 'supervisor', 'administrador'] as const satisfies readonly NewOperator['rol'][];
/** The initial password's least length, as the API asks. */
export const PASSWORD_MIN = 12;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const EMPTY: NewOperator = { nombre: '', correoElectronico: '', rol: 'agente', clave: '' };
type Field = keyof NewOperator;

interface Props {
  onCreated: (operator: OperatorAccount) => void;
  onSessionEnded: () => void;
}

/**
 * «Crear operador»: name, email, role and an initial password the new operator changes nothing of but uses
 * once, to enrol the second factor. A refusal (an email taken: 409) says why beside its field and keeps
 * everything typed; sent once however often it is submitted.
 */
export function NewOperatorForm({ onCreated, onSessionEnded }: Props) {
  const { t } = useTranslation(OPERATOR_NAMESPACE);
  const busy = useRef(false);
  const [values, setValues] = useState<NewOperator>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const set = (name: Field) => (event: { target: { value: string } }) =>
    setValues((previous) => ({ ...previous, [name]: event.target.value }));

  const problems = (): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {};
    if (values.nombre.trim() === '') found.nombre = t('validation.required');
    if (!EMAIL.test(values.correoElectronico.trim())) found.correoElectronico = t('validation.email');
    if (values.clave.length < PASSWORD_MIN) found.clave = t('operators.passwordRule', { count: PASSWORD_MIN });
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.current) return;
    setError(null);
    const found = problems();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    busy.current = true;
    setSending(true);
    try {
      const created = await createOperator({ ...values, correoElectronico: values.correoElectronico.trim() });
      setValues(EMPTY);
      onCreated(created);
    } catch (refused) {
      if (refused instanceof OperatorApiError && refused.status === 401) {
        onSessionEnded();
        return;
      }
      if (refused instanceof OperatorApiError) {
        const fromApi = Object.fromEntries(refused.fieldErrors.map(({ campo, mensaje }) => [campo, mensaje]));
        setErrors(refused.status === 409 ? { correoElectronico: refused.message } : fromApi);
      }
      setError(errorMessage(t, refused));
    }
    busy.current = false;
    setSending(false);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('operators.createLabel')}>
      <Stack gap="4">
        <FormError message={error} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label={t('operators.name')} error={errors.nombre} required>
            <Input name="nombre" autoComplete="off" maxLength={200} value={values.nombre} onChange={set('nombre')} />
          </FormField>
          <FormField label={t('fields.email')} error={errors.correoElectronico} required>
            <Input
              name="correoElectronico"
              type="email"
              autoComplete="off"
              maxLength={254}
              value={values.correoElectronico}
              onChange={set('correoElectronico')}
            />
          </FormField>
          <FormField label={t('operators.role')} error={errors.rol} required>
            <NativeSelect.Root>
              <NativeSelect.Field name="rol" value={values.rol} onChange={set('rol')}>
                {ROLES.map((role) => (
                  <option key={role} value={role}>
                    {t(`roles.${role}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField
            label={t('operators.password')}
            helper={t('operators.passwordHelper', { count: PASSWORD_MIN })}
            error={errors.clave}
            required
          >
            <Input
              name="clave"
              type="password"
              autoComplete="new-password"
              maxLength={128}
              value={values.clave}
              onChange={set('clave')}
            />
          </FormField>
        </SimpleGrid>
        <Button type="submit" alignSelf="start" loading={sending} loadingText={t('operators.creating')}>
          {t('operators.create')}
        </Button>
      </Stack>
    </form>
  );
}
