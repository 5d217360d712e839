import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from '@soat/shared/ui';
import es from '../../public/assets/i18n/es.json';
import { NewTagRow } from './new-tag-row';

const label = es.tasks.tags.new;
const addText = es.tasks.tags.add;

function renderRow(onAdd: (title: string) => Promise<boolean>, onSubmit = jest.fn()) {
  render(
    <UiProvider>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <NewTagRow label={label} addText={addText} onAdd={onAdd} />
      </form>
    </UiProvider>,
  );
  return { input: screen.getByRole('textbox', { name: label }), button: screen.getByRole('button', { name: addText }) };
}

describe('NewTagRow', () => {
  it('adds the trimmed title with the button, and clears the field once added', async () => {
    const onAdd = jest.fn().mockResolvedValue(true);
    const { input, button } = renderRow(onAdd);
    await userEvent.type(input, '  Cliente ');
    await userEvent.click(button);
    expect(onAdd).toHaveBeenCalledWith('Cliente');
    await waitFor(() => expect(input).toHaveValue(''));
  });

  it('adds with Enter in the title, without submitting the form around it', async () => {
    const onAdd = jest.fn().mockResolvedValue(true);
    const onSubmit = jest.fn();
    const { input } = renderRow(onAdd, onSubmit);
    await userEvent.type(input, 'Urgente{Enter}');
    expect(onAdd).toHaveBeenCalledWith('Urgente');
    await waitFor(() => expect(input).toHaveValue(''));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('adds nothing for an empty or blank title', async () => {
    const onAdd = jest.fn().mockResolvedValue(true);
    const { input, button } = renderRow(onAdd);
    await userEvent.click(button);
    await userEvent.type(input, '   {Enter}');
    await userEvent.click(button);
    expect(onAdd).not.toHaveBeenCalled();
    expect(input).toHaveValue('   ');
  });

  it('keeps the title typed when the tag was not added', async () => {
    const onAdd = jest.fn().mockResolvedValue(false);
    const { input, button } = renderRow(onAdd);
    await userEvent.type(input, 'Oferta');
    await userEvent.click(button);
    await waitFor(() => expect(onAdd).toHaveBeenCalledWith('Oferta'));
    await Promise.resolve();
    expect(input).toHaveValue('Oferta');
  });

  it("puts the caller's own fields between the title and the button in the stacked layout", async () => {
    const onAdd = jest.fn().mockResolvedValue(true);
    render(
      <UiProvider>
        <NewTagRow layout="stacked" label={es.mailbox.labels.newTitle} addText={es.mailbox.labels.create} onAdd={onAdd}>
          <label>
            {es.mailbox.labels.color}
            <select defaultValue="blue">
              <option value="blue">{es.mailbox.colors.blue}</option>
            </select>
          </label>
        </NewTagRow>
      </UiProvider>,
    );
    const title = screen.getByRole('textbox', { name: es.mailbox.labels.newTitle });
    const color = screen.getByRole('combobox', { name: es.mailbox.labels.color });
    const button = screen.getByRole('button', { name: es.mailbox.labels.create });
    expect(title.compareDocumentPosition(color) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(color.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.type(title, 'Viajes');
    await userEvent.click(button);
    expect(onAdd).toHaveBeenCalledWith('Viajes');
  });
});
