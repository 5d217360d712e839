import { useState, type ReactNode } from 'react';
import { Button, Field, HStack, Input, Stack } from '@soat/shared/ui';

interface NewTagRowProps {
  /** the text field's label ("Nueva etiqueta") */
  label: string;
  /** the button's text ("Añadir etiqueta") */
  addText: string;
  /** adds a tag of this title (trimmed, never empty); resolves false when it did not, and the title typed stays */
  onAdd: (title: string) => Promise<boolean>;
  /**
   * `row`: the field and an outline button side by side (a tag among a form's fields);
   * `stacked`: one under the other, the button solid (a panel's own form, with `children` between them)
   */
  layout?: 'row' | 'stacked';
  /** the caller's own fields for the new tag, between the title and the button (the mailbox's colour) */
  children?: ReactNode;
}

/**
 * A new tag's title and the button that adds it; Enter in the title adds it too (without submitting a form
 * around it). An empty or blank title adds nothing; the title is cleared once the tag is added.
 */
export function NewTagRow({ label, addText, onAdd, layout = 'row', children }: NewTagRowProps) {
  const [title, setTitle] = useState('');
  const add = () => {
    if (!title.trim()) return;
    void onAdd(title.trim()).then((added) => added && setTitle(''));
  };
  const Container = layout === 'row' ? HStack : Stack;
  return (
    <Container gap="2" align={layout === 'row' ? 'flex-end' : undefined}>
      <Field.Root>
        <Field.Label>{label}</Field.Label>
        <Input
          size="sm"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            add();
          }}
        />
      </Field.Root>
      {children}
      <Button size="sm" variant={layout === 'row' ? 'outline' : 'solid'} onClick={add}>
        {addText}
      </Button>
    </Container>
  );
}
