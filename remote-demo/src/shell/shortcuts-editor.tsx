import { useRef, useState } from 'react';
import { useTranslation } from '@soat/shared/i18n';
import { Link as RouterLink } from '@soat/shared/router';
import { Box, Button, HStack, Link, List, Stack, Text, VisuallyHidden } from '@soat/shared/ui';
import { LoadState } from '../components/load-state';
import { DEMO_NAMESPACE } from '../lib/namespace';
import { useDemoData } from '../lib/use-demo-data';
import {
  createShortcut,
  deleteShortcut,
  fetchShortcuts,
  updateShortcut,
  type Shortcut,
  type ShortcutFields,
} from './api/shell-api';
import { useCloseHeaderPanel } from './header-panel';
import { panelHref } from './panel-link';
import { ShortcutForm } from './shortcut-form';
import { useFocusWhenShown } from './use-focus-when-shown';

/** The form shown instead of the list: a new shortcut, or the one edited. */
type Editing = { shortcut: null } | { shortcut: Shortcut };

/**
 * The shortcuts panel's content (api/common/shortcuts): the list of links, "add a shortcut", and each
 * shortcut's Edit button; the form takes the list's place, and when it closes the focus goes back to
 * the button that opened it (Add, for a deleted shortcut).
 */
export function ShortcutsEditor() {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const { state, reload } = useDemoData('shortcuts', fetchShortcuts);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [status, setStatus] = useState('');
  const container = useRef<HTMLDivElement>(null);
  const focusWhenShown = useFocusWhenShown(container);

  /** Back to the list, the focus on the button `focusKey` names, `done` said to a screen reader. */
  const backToList = (focusKey: string, done = '') => {
    focusWhenShown(focusKey);
    setEditing(null);
    setStatus(done);
    if (done) reload();
  };
  const save = async (fields: ShortcutFields) => {
    const shortcut = editing?.shortcut;
    if (shortcut) {
      await updateShortcut(shortcut.id, fields);
      backToList(`edit:${shortcut.id}`, t('shell.shortcut.saved'));
    } else {
      await createShortcut(fields);
      backToList('add', t('shell.shortcut.added'));
    }
  };
  const remove = async (shortcut: Shortcut) => {
    await deleteShortcut(shortcut.id);
    backToList('add', t('shell.shortcut.deleted'));
  };

  return (
    <Box ref={container}>
      {editing ? (
        <ShortcutForm
          shortcut={editing.shortcut}
          onSave={save}
          onDelete={editing.shortcut ? () => remove(editing.shortcut) : undefined}
          onCancel={() => backToList(editing.shortcut ? `edit:${editing.shortcut.id}` : 'add')}
        />
      ) : state.status !== 'loaded' ? (
        <LoadState state={state} onRetry={reload} />
      ) : (
        <Stack gap="3">
          <Button size="xs" variant="outline" data-focus="add" onClick={() => setEditing({ shortcut: null })}>
            {t('shell.shortcut.add')}
          </Button>
          {state.data.length === 0 ? (
            <Text color="fg.muted">{t('shell.shortcut.empty')}</Text>
          ) : (
            <List.Root listStyle="none" gap="2">
              {state.data.map((shortcut) => (
                <ShortcutRow key={shortcut.id} shortcut={shortcut} onEdit={() => setEditing({ shortcut })} />
              ))}
            </List.Root>
          )}
        </Stack>
      )}
      <Text role="status" srOnly>
        {status}
      </Text>
    </Box>
  );
}

function ShortcutRow({ shortcut, onEdit }: { shortcut: Shortcut; onEdit: () => void }) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const closePanel = useCloseHeaderPanel();
  const href = panelHref(shortcut.link);
  return (
    <List.Item>
      <HStack justify="space-between" align="flex-start" gap="2">
        <Box minW="0">
          {href ? (
            <Link asChild fontWeight="medium">
              <RouterLink to={href} onClick={closePanel}>
                {shortcut.label}
              </RouterLink>
            </Link>
          ) : (
            <Text fontWeight="medium">{shortcut.label}</Text>
          )}
          <Text fontSize="sm" color="fg.muted">
            {shortcut.description}
          </Text>
        </Box>
        <Button size="xs" variant="ghost" flexShrink="0" data-focus={`edit:${shortcut.id}`} onClick={onEdit}>
          {t('common.edit')}
          <VisuallyHidden>{` ${shortcut.label}`}</VisuallyHidden>
        </Button>
      </HStack>
    </List.Item>
  );
}
