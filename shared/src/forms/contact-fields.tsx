import type { Control, FieldValues, Path } from 'react-hook-form';
import { Input } from '@soat/shared/ui';
import type { PrefixOf } from './field-names';
import { FormFieldFor, useFieldTexts } from '@soat/shared/form-fields';

interface Props<T extends FieldValues, C, R> {
  control: Control<T, C, R>;
  /** Where the form holds the fields: their API names after this (`'tomador.'` → `tomador.celular`). */
  prefix?: PrefixOf<T, 'correoElectronico'>;
  /** What the email is for (the account's notices, the policy's PDF): the form's to say; none by default. */
  emailHelper?: string;
  /** The mobile's helper, where the form says it otherwise. */
  mobileHelper?: string;
}

/**
 * How to reach a person: an email and a Colombian mobile, both required (the form's schema checks them:
 * `emailField`, `mobileField`). Two fields side by side: the form lays them out.
 */
export function ContactFields<T extends FieldValues, C, R>({
  control,
  prefix,
  emailHelper,
  mobileHelper,
}: Props<T, C, R>) {
  const t = useFieldTexts();
  const email = `${prefix ?? ''}correoElectronico` as Path<T>;
  const mobile = `${prefix ?? ''}celular` as Path<T>;
  return (
    <>
      <FormFieldFor control={control} name={email} label={t('email')} helper={emailHelper} required>
        <Input type="email" autoComplete="email" {...control.register(email)} />
      </FormFieldFor>
      <FormFieldFor
        control={control}
        name={mobile}
        label={t('mobile')}
        helper={mobileHelper ?? t('mobileHelper')}
        required
      >
        <Input type="tel" inputMode="numeric" autoComplete="tel-national" {...control.register(mobile)} />
      </FormFieldFor>
    </>
  );
}
