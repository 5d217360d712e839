import { useState } from 'react';
import { useDocumentTitle, useTranslation } from '@soat/shared/i18n';
import { NavLink, Route, Routes, useNavigate, useParams } from '@soat/shared/router';
import { Box, Button, Flex, Heading, HStack, List, SimpleGrid, Stack, Text } from '@soat/shared/ui';
import { LoadState } from '../../components/load-state';
import { NotFound } from '../../components/not-found';
import { DEMO_PATHS } from '../../lib/demo-paths';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import { useDemoData } from '../../lib/use-demo-data';
import { useReturnFocus } from '../../lib/use-return-focus';
import { getLabels, getNotes, updateNote, type Note, type NoteLabel } from './api/notes-api';
import { LabelManager } from './label-manager';
import { NoteCard } from './note-card';
import { NoteEditor } from './note-editor';
import { notesArchivePath, notesLabelPath } from './notes-paths';
import { focusRing } from '../../components/focus-ring';

const loadNotes = () => Promise.all([getNotes(), getLabels()]);

type View = 'notes' | 'archive' | 'label';

/** `demo/apps/notes[/archive | /label/:labelId]`: the notes (or the archived ones, or one label's), their editor, the labels. */
export function NotesPage() {
  const { t } = useTranslation(DEMO_NAMESPACE);
  useDocumentTitle(t('documentTitle', { page: t('apps.notes') }));
  return (
    <Routes>
      <Route index element={<NotesBoard view="notes" />} />
      <Route path="archive" element={<NotesBoard view="archive" />} />
      <Route path="label/:labelId" element={<NotesBoard view="label" />} />
      <Route path="*" element={<NotFound backTo={DEMO_PATHS.notes} backLabel={t('notes.backToNotes')} />} />
    </Routes>
  );
}

const navLinkCss = {
  display: 'block',
  px: '3',
  py: '1.5',
  rounded: 'md',
  _hover: { bg: 'bg.muted' },
  '&[aria-current=page]': { bg: 'colorPalette.subtle', fontWeight: 'semibold' },
  _focusVisible: focusRing,
} as const;

function NotesBoard({ view }: { view: View }) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const { labelId } = useParams();
  const navigate = useNavigate();
  const { state, reload } = useDemoData('notes', loadNotes);
  // the note in the editor: a new one (null id) or a stored one; undefined when it is closed
  const [editing, setEditing] = useState<Note | 'new' | undefined>();
  const [managingLabels, setManagingLabels] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const returnFocus = useReturnFocus();

  if (state.status !== 'loaded') return <LoadState state={state} onRetry={reload} />;
  const [notes, labels] = state.data;
  const label = view === 'label' ? labels.find((item) => item.id === labelId) : undefined;
  if (view === 'label' && !label) {
    return <NotFound backTo={DEMO_PATHS.notes} backLabel={t('notes.backToNotes')} />;
  }
  const shown = notes
    .map((note, index) => ({ note, key: `${note.id}:${index}` }))
    .filter(({ note }) =>
      view === 'archive'
        ? note.archived
        : !note.archived && (!label || note.labels.some((item) => item.id === label.id)),
    );
  const viewTitle = label ? t('notes.labelView', { title: label.title }) : t(`notes.views.${view}`);

  const openEditor = (note: Note | 'new') => {
    returnFocus.remember();
    setEditing(note);
  };
  const closeEditor = () => {
    setEditing(undefined);
    returnFocus.restore();
  };
  // a note that left the view (archived, brought back, deleted) takes its buttons along: the focus
  // goes to the view's heading instead of the page's body
  const focusView = () => document.getElementById('notes-view-title')?.focus();
  const saved = (message: string, left = false) => {
    setEditing(undefined);
    setAnnouncement(message);
    reload();
    if (left) focusView();
    else returnFocus.restore();
  };
  const toggleArchived = async (note: Note) => {
    try {
      await updateNote(note.id, { archived: !note.archived });
      setAnnouncement(t(note.archived ? 'notes.unarchived' : 'notes.archived'));
      reload();
      focusView();
    } catch {
      setAnnouncement(t('notes.saveFailed'));
    }
  };
  const labelsChanged = (removed?: NoteLabel) => {
    reload();
    if (removed && removed.id === label?.id) navigate(DEMO_PATHS.notes);
  };

  return (
    <Stack gap="6">
      <HStack justify="space-between" flexWrap="wrap" gap="3">
        <Heading as="h1" size="lg">
          {t('apps.notes')}
        </Heading>
        <Button onClick={() => openEditor('new')}>{t('notes.add')}</Button>
      </HStack>
      <Text role="status" srOnly>
        {announcement}
      </Text>
      <Flex direction={{ base: 'column', lg: 'row' }} gap="6" align="flex-start">
        <Stack as="nav" aria-label={t('notes.filters')} w={{ base: 'full', lg: '56' }} flexShrink="0" gap="3">
          <List.Root listStyle="none" gap="1">
            <List.Item>
              <Box asChild css={navLinkCss}>
                <NavLink to={DEMO_PATHS.notes} end>
                  {t('notes.views.notes')}
                </NavLink>
              </Box>
            </List.Item>
            <List.Item>
              <Box asChild css={navLinkCss}>
                <NavLink to={notesArchivePath}>{t('notes.views.archive')}</NavLink>
              </Box>
            </List.Item>
          </List.Root>
          <Heading as="h2" size="sm" id="notes-labels-title">
            {t('notes.labels')}
          </Heading>
          <List.Root listStyle="none" gap="1" aria-labelledby="notes-labels-title">
            {labels.map((item) => (
              <List.Item key={item.id}>
                <Box asChild css={navLinkCss}>
                  <NavLink to={notesLabelPath(item.id)}>{item.title}</NavLink>
                </Box>
              </List.Item>
            ))}
          </List.Root>
          <Button
            variant="outline"
            size="sm"
            aria-expanded={managingLabels}
            aria-controls={managingLabels ? 'notes-label-manager' : undefined}
            onClick={() => setManagingLabels((open) => !open)}
          >
            {t('notes.manageLabels')}
          </Button>
        </Stack>
        <Stack flex="1" minW="0" w="full" gap="6">
          {managingLabels && (
            <LabelManager
              id="notes-label-manager"
              labels={labels}
              onChanged={labelsChanged}
              onClose={() => setManagingLabels(false)}
            />
          )}
          {editing !== undefined && (
            <NoteEditor
              key={editing === 'new' ? 'new' : editing.id}
              note={editing === 'new' ? null : editing}
              labels={labels}
              defaultLabelId={label?.id}
              onSaved={saved}
              onCancel={closeEditor}
            />
          )}
          <Stack as="section" gap="4" aria-labelledby="notes-view-title">
            <Heading as="h2" size="md" id="notes-view-title" tabIndex={-1} _focusVisible={focusRing}>
              {viewTitle}
            </Heading>
            {shown.length === 0 ? (
              <Text>{t(`notes.empty.${view}`)}</Text>
            ) : (
              <SimpleGrid as="ul" listStyle="none" columns={{ base: 1, md: 2, xl: 3 }} gap="4" aria-label={viewTitle}>
                {shown.map(({ note, key }) => (
                  <li key={key}>
                    <NoteCard
                      note={note}
                      onEdit={() => openEditor(note)}
                      onToggleArchived={() => void toggleArchived(note)}
                    />
                  </li>
                ))}
              </SimpleGrid>
            )}
          </Stack>
        </Stack>
      </Flex>
    </Stack>
  );
}
