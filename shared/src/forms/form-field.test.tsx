import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { useForm } from 'react-hook-form';
import { Input } from '@soat/shared/ui';
import { UiProvider } from '../ui/ui-provider';
import { FormField, FormFieldFor } from './form-field';
import { SubmitButton } from './submit-button';

interface Values {
  placa: string;
}

/**
 * A form as the apps write theirs: the field reads its own error and the button its own state.
 * `onRender` is called on each of the form's own renders; `onValid` may keep the submit pending.
 */
function PlateForm({ onRender, onValid }: { onRender: () => void; onValid: () => Promise<void> | void }) {
  onRender();
  const { register, handleSubmit, control } = useForm<Values>({ defaultValues: { placa: '' } });
  return (
    <form onSubmit={handleSubmit(onValid)} noValidate>
      <FormFieldFor control={control} name="placa" label="Placa" helper="Seis caracteres" required>
        <Input {...register('placa', { required: 'Escribe la placa.' })} />
      </FormFieldFor>
      <SubmitButton control={control}>Cotizar</SubmitButton>
    </form>
  );
}

function renderForm(onValid: () => Promise<void> | void = () => undefined) {
  const renders = { count: 0 };
  render(
    <UiProvider>
      <PlateForm onRender={() => (renders.count += 1)} onValid={onValid} />
    </UiProvider>,
  );
  return renders;
}

it('shows its field’s error from the form, linked to the control, and clears it when the field is right', async () => {
  renderForm();
  const plate = screen.getByRole('textbox', { name: 'Placa' });

  await userEvent.click(screen.getByRole('button', { name: 'Cotizar' }));
  expect(await screen.findByText('Escribe la placa.')).toBeInTheDocument();
  expect(plate).toHaveAttribute('aria-invalid', 'true');
  expect(plate).toHaveAccessibleErrorMessage('Escribe la placa.');
  expect(screen.queryByText('Seis caracteres')).not.toBeInTheDocument();

  await userEvent.type(plate, 'ABC123');
  await userEvent.click(screen.getByRole('button', { name: 'Cotizar' }));
  await waitFor(() => expect(screen.queryByText('Escribe la placa.')).not.toBeInTheDocument());
  expect(plate).not.toHaveAttribute('aria-invalid');
  expect(plate).toHaveAccessibleDescription('Seis caracteres');
});

it('a submit does not render the form again: the field and the button follow it on their own', async () => {
  const renders = renderForm();
  const plate = screen.getByRole('textbox', { name: 'Placa' });
  await userEvent.type(plate, 'ABC123');
  const before = renders.count;

  await userEvent.click(screen.getByRole('button', { name: 'Cotizar' }));
  await userEvent.clear(plate);
  await userEvent.click(screen.getByRole('button', { name: 'Cotizar' }));

  expect(await screen.findByText('Escribe la placa.')).toBeInTheDocument();
  expect(renders.count).toBe(before);
});

it('the button is busy while the submit waits, and ready again after it', async () => {
  let finish = () => {};
  renderForm(() => new Promise<void>((resolve) => (finish = resolve)));
  await userEvent.type(screen.getByRole('textbox', { name: 'Placa' }), 'ABC123');
  const button = screen.getByRole('button', { name: 'Cotizar' });

  await userEvent.click(button);
  await waitFor(() => expect(button).toBeDisabled());
  expect(button).toHaveAttribute('data-loading');

  finish();
  await waitFor(() => expect(button).toBeEnabled());
  expect(button).not.toHaveAttribute('data-loading');
  expect(button).toHaveAccessibleName('Cotizar');
});

it('a page written on the server already describes the control with its helper text', () => {
  const html = renderToString(
    <UiProvider>
      <FormField label="Placa" helper="Seis caracteres" required>
        <Input name="placa" />
      </FormField>
    </UiProvider>,
  );
  const page = new DOMParser().parseFromString(html, 'text/html');
  const describedBy = page.querySelector('input[name="placa"]')?.getAttribute('aria-describedby');
  expect(describedBy).toBeTruthy();
  expect(page.getElementById(String(describedBy))?.textContent).toBe('Seis caracteres');
});
