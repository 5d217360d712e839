import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '@soat/shared/i18n';
import { Box, Button, Card, Field, Heading, HStack, Image, Input, Stack, Text } from '@soat/shared/ui';
import { focusOnMount } from '../../components/focus-on-mount';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import { createNote, deleteNote, updateNote, type Note, type NoteChanges, type NoteLabel } from './api/notes-api';
import { NoteTasksField } from './note-tasks-field';

const pad = (value: number) => String(value).padStart(2, '0');

/** A stored reminder as the date input's value (the visitor's own day). */
function reminderInput(reminder: string | null): string {
  if (!reminder) return '';
  const date = new Date(reminder);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The date input's value as a stored reminder: noon of that day, so no time zone moves it to another. */
const storedReminder = (value: string) => (value ? new Date(`${value}T12:00:00`).toISOString() : null);

function readImage(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

interface NoteEditorProps {
  /** null for a new note */
  note: Note | null;
  labels: NoteLabel[];
  /** the label a new note starts with (the one being looked at) */
  defaultLabelId: string | undefined;
  /** after a change was stored, with what to announce; `left` when the note left the view */
  onSaved: (message: string, left?: boolean) => void;
  onCancel: () => void;
}

/** Creates or edits a note: title, text, task list, image, reminder and labels; archives or deletes a stored one. */
export function NoteEditor({ note, labels, defaultLabelId, onSaved, onCancel }: NoteEditorProps) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const contentId = useId();
  const [values, setValues] = useState<NoteChanges>(() => ({
    title: note?.title ?? '',
    content: note?.content ?? '',
    tasks: note?.tasks ?? [],
    image: note?.image ?? null,
    reminder: note?.reminder ?? null,
    labels: note ? note.labels.map((label) => label.id) : defaultLabelId ? [defaultLabelId] : [],
  }));
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const change = (changes: Partial<NoteChanges>) => setValues((previous) => ({ ...previous, ...changes }));
  const heading = note ? t('notes.editNote') : t('notes.newNote');

  // the form stays as the visitor left it when a call fails
  const run = async (action: () => Promise<unknown>, message: string, left = false) => {
    setBusy(true);
    setError('');
    try {
      await action();
      onSaved(message, left);
    } catch {
      setError(t('notes.saveFailed'));
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const tasks = values.tasks ?? [];
    if (!values.title.trim() && !values.content.trim() && tasks.length === 0) {
      setError(t('notes.emptyNote'));
      return;
    }
    const changes = { ...values, title: values.title.trim(), tasks: tasks.length > 0 ? tasks : null };
    void run(
      () => (note ? updateNote(note.id, changes) : createNote(changes)),
      t(note ? 'notes.saved' : 'notes.created'),
    );
  };
  const chooseImage = async (file: File | undefined) => {
    if (!file) return;
    try {
      change({ image: await readImage(file) });
    } catch {
      setError(t('notes.imageFailed'));
    }
  };

  return (
    <Card.Root as="section" aria-labelledby="note-editor-title">
      <Card.Body>
        <form noValidate onSubmit={submit}>
          <Stack gap="4">
            <Heading as="h2" size="md" id="note-editor-title">
              {heading}
            </Heading>
            <Field.Root>
              <Field.Label>{t('notes.fields.title')}</Field.Label>
              <Input
                ref={focusOnMount}
                value={values.title}
                onChange={(event) => change({ title: event.target.value })}
              />
            </Field.Root>
            {/* a real textarea with the Input's look, given the field's id by hand (see tasks' notes) */}
            <Field.Root id={contentId}>
              <Field.Label>{t('notes.fields.content')}</Field.Label>
              <Input asChild minH="24" py="2">
                <textarea
                  id={contentId}
                  value={values.content}
                  onChange={(event) => change({ content: event.target.value })}
                />
              </Input>
            </Field.Root>
            <NoteTasksField tasks={values.tasks ?? []} onChange={(tasks) => change({ tasks })} />
            <Field.Root>
              <Field.Label>{t('notes.fields.image')}</Field.Label>
              <Input
                type="file"
                accept="image/*"
                py="1.5"
                onChange={(event) => void chooseImage(event.target.files?.[0])}
              />
            </Field.Root>
            {values.image && (
              <HStack gap="3" align="flex-end">
                <Image src={values.image} alt={t('notes.imagePreview')} maxH="32" rounded="md" />
                <Button size="xs" variant="outline" onClick={() => change({ image: null })}>
                  {t('notes.removeImage')}
                </Button>
              </HStack>
            )}
            <Field.Root maxW="xs">
              <Field.Label>{t('notes.fields.reminder')}</Field.Label>
              <Input
                type="date"
                value={reminderInput(values.reminder)}
                onChange={(event) => change({ reminder: storedReminder(event.target.value) })}
              />
            </Field.Root>
            {labels.length > 0 && (
              <Box as="fieldset">
                <Box as="legend" fontWeight="medium" mb="1">
                  {t('notes.labels')}
                </Box>
                <HStack gap="4" flexWrap="wrap">
                  {labels.map((label) => (
                    <HStack as="label" key={label.id} gap="1">
                      <input
                        type="checkbox"
                        checked={values.labels.includes(label.id)}
                        onChange={(event) =>
                          change({
                            labels: event.target.checked
                              ? [...values.labels, label.id]
                              : values.labels.filter((id) => id !== label.id),
                          })
                        }
                      />
                      {label.title}
                    </HStack>
                  ))}
                </HStack>
              </Box>
            )}
            {error && (
              <Text role="alert" color="fg.error">
                {error}
              </Text>
            )}
            <HStack gap="2" flexWrap="wrap">
              <Button type="submit" loading={busy}>
                {t('common.save')}
              </Button>
              <Button variant="outline" onClick={onCancel}>
                {t('common.cancel')}
              </Button>
              {note && (
                <>
                  <Button
                    variant="ghost"
                    disabled={busy}
                    onClick={() =>
                      void run(
                        () => updateNote(note.id, { archived: !note.archived }),
                        t(note.archived ? 'notes.unarchived' : 'notes.archived'),
                        true,
                      )
                    }
                  >
                    {t(note.archived ? 'notes.unarchive' : 'notes.archive')}
                  </Button>
                  <Button
                    variant="ghost"
                    colorPalette="red"
                    disabled={busy}
                    onClick={() => void run(() => deleteNote(note.id), t('notes.deleted'), true)}
                  >
                    {t('common.delete')}
                  </Button>
                </>
              )}
            </HStack>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
