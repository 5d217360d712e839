import type { TFunction } from 'i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMemo, type ReactElement } from 'react';
import { useForm } from 'react-hook-form';
import { i18n, initI18nWithTexts, preloadTrans, useTranslation } from '@soat/shared/i18n';
import { CONTACT_MESSAGES } from '@soat/shared/rules/contact';
import { DOCUMENT_MESSAGES, type DocumentType } from '@soat/shared/rules/identity-document';
import { UiProvider } from '../ui/ui-provider';
import { ContactFields } from './contact-fields';
import { DocumentFields } from './document-fields';
import type { PrefixOf } from './field-names';
import { documentNumberRule, documentTypeField, emailField, mobileField } from './fields';
import { preloadTermsCheckbox, TermsCheckbox } from './terms-checkbox';
import * as z from './zod';

interface HolderValues {
  tomador: { tipoDocumento: DocumentType; numeroDocumento: string; correoElectronico: string; celular: string };
  aceptaTerminos: boolean;
}

const holderSchema = (t: TFunction) =>
  z.object({
    tomador: z
      .object({
        tipoDocumento: documentTypeField(t),
        numeroDocumento: z.string(),
        correoElectronico: emailField(t),
        celular: mobileField(t),
      })
      .check(documentNumberRule(t, { type: 'tipoDocumento', number: 'numeroDocumento' })),
    aceptaTerminos: z.boolean(),
  });

/** A form as the purchase's holder step writes its own: the groups under `tomador.`, the terms box. */
function HolderForm() {
  const { t } = useTranslation();
  const schema = useMemo(() => holderSchema(t), [t]);
  const { control, handleSubmit } = useForm<HolderValues, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: {
      tomador: { tipoDocumento: 'CC', numeroDocumento: '', correoElectronico: '', celular: '' },
      aceptaTerminos: false,
    },
  });
  return (
    <form onSubmit={handleSubmit(() => undefined)} noValidate>
      <DocumentFields control={control} prefix="tomador." />
      <ContactFields control={control} prefix="tomador." emailHelper="Allí llegará la póliza en PDF." />
      <TermsCheckbox control={control} />
      <button type="submit">Continuar</button>
    </form>
  );
}

/** A flat form (the fields at its top level), and the mobile's helper it words otherwise. */
function AccountForm() {
  const { control } = useForm({
    defaultValues: { tipoDocumento: 'CC', numeroDocumento: '', correoElectronico: '', celular: '' },
  });
  return (
    <form>
      <DocumentFields control={control} />
      <ContactFields control={control} mobileHelper="Empieza por 3." />
    </form>
  );
}

const renderInUi = (form: ReactElement) => render(<UiProvider>{form}</UiProvider>);

/** A control by the start of its label (a required field's label ends with a hidden "*"). */
const field = (role: 'combobox' | 'textbox', label: string) =>
  screen.getByRole(role, { name: new RegExp(`^${label}`) });

// the terms sentence's links in the first render, as on the pages that show it (their routes preload it)
beforeAll(() => Promise.all([initI18nWithTexts('app', 'es', {}), preloadTrans(), preloadTermsCheckbox()]));
afterEach(() => i18n.changeLanguage('es'));

describe('the document and contact fields', () => {
  it('label each field, describe it with its helper and name the five document types', () => {
    renderInUi(<HolderForm />);

    const type = field('combobox', 'Tipo de documento');
    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Cédula de ciudadanía', 'Cédula de extranjería', 'NIT', 'Pasaporte', 'Tarjeta de identidad']);
    expect(type).toHaveValue('CC');
    expect(field('textbox', 'Número de documento')).toHaveAccessibleDescription(
      'Sin puntos ni espacios. Para NIT incluye el dígito de verificación.',
    );
    expect(field('textbox', 'Correo electrónico')).toHaveAccessibleDescription('Allí llegará la póliza en PDF.');
    expect(field('textbox', 'Celular')).toHaveAccessibleDescription('10 dígitos, por ejemplo 300 123 4567.');
    expect(
      screen.getByRole('checkbox', {
        name: 'Acepto los términos y condiciones y la política de tratamiento de datos personales.',
      }),
    ).not.toBeChecked();
  });

  it('show each refusal on its own field', async () => {
    const user = userEvent.setup();
    renderInUi(<HolderForm />);
    await user.selectOptions(field('combobox', 'Tipo de documento'), 'NIT');
    await user.type(field('textbox', 'Número de documento'), '900123456-7');
    await user.type(field('textbox', 'Correo electrónico'), 'ana@ejemplo');
    await user.type(field('textbox', 'Celular'), '3001234567');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    expect(await screen.findByText(DOCUMENT_MESSAGES['document.nitCheckDigit'])).toBeVisible();
    expect(field('textbox', 'Número de documento')).toHaveAccessibleErrorMessage(
      DOCUMENT_MESSAGES['document.nitCheckDigit'],
    );
    expect(field('textbox', 'Correo electrónico')).toHaveAccessibleErrorMessage(CONTACT_MESSAGES['email.format']);
    expect(field('combobox', 'Tipo de documento')).not.toHaveAccessibleErrorMessage();
    expect(field('textbox', 'Celular')).not.toHaveAccessibleErrorMessage();
    expect(field('textbox', 'Celular')).toHaveAccessibleDescription('10 dígitos, por ejemplo 300 123 4567.');
  });

  it('are reached with Tab in reading order: the type, the number, the email, the mobile, the terms', async () => {
    const user = userEvent.setup();
    renderInUi(<HolderForm />);

    await user.tab();
    expect(field('combobox', 'Tipo de documento')).toHaveFocus();
    await user.tab();
    expect(field('textbox', 'Número de documento')).toHaveFocus();
    await user.tab();
    expect(field('textbox', 'Correo electrónico')).toHaveFocus();
    await user.tab();
    expect(field('textbox', 'Celular')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('checkbox', { name: /^Acepto los/ })).toHaveFocus();
  });

  it('sit at the top of a flat form, with the helpers it words otherwise', async () => {
    const user = userEvent.setup();
    renderInUi(<AccountForm />);

    expect(field('textbox', 'Número de documento')).toHaveAttribute('name', 'numeroDocumento');
    expect(field('textbox', 'Correo electrónico')).toHaveAttribute('name', 'correoElectronico');
    expect(field('textbox', 'Correo electrónico')).not.toHaveAccessibleDescription();
    expect(field('textbox', 'Celular')).toHaveAccessibleDescription('Empieza por 3.');
    await user.selectOptions(field('combobox', 'Tipo de documento'), 'Pasaporte');
    expect(field('combobox', 'Tipo de documento')).toHaveValue('PA');
  });

  it('speak the page’s language, from texts bundled with them', async () => {
    renderInUi(<HolderForm />);
    await act(() => i18n.changeLanguage('en'));

    expect(await screen.findByRole('combobox', { name: /^Document type/ })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Passport' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Mobile number/ })).toHaveAccessibleDescription(
      '10 digits, for example 300 123 4567.',
    );
  });

  it('take only a prefix the form has (checked when it compiles)', () => {
    const prefix: PrefixOf<HolderValues, 'tipoDocumento'> = 'tomador.';
    // @ts-expect-error: the form holds no `titular`
    const wrong: PrefixOf<HolderValues, 'tipoDocumento'> = 'titular.';
    expect([prefix, wrong]).toEqual(['tomador.', 'titular.']);
  });
});
