import { useId, useRef, useState } from 'react';
import { useTranslation } from '@soat/shared/i18n';
import { Box, Button, Field, HStack, Input, Stack, Text } from '@soat/shared/ui';
import { DEMO_NAMESPACE } from '../lib/namespace';
import { ManagedTagRow, type TagItem } from './managed-tag-row';

export type { TagItem };

interface ManagedTagsFieldProps {
  legend: string;
  /**
   * where the caller's texts are (`contacts.tags`): none, new, add, rename, renameOf, titleOf, saveOf,
   * cancelOf and delete (these five take the tag's `title`), required, duplicate (the other tag's
   * `title`) and failed; `failed_create`, `failed_rename` and `failed_delete` (i18next's context), where
   * the caller has them, say which change failed instead
   */
  texts: string;
  tags: TagItem[];
  /** the ids of the tags the item being edited carries */
  selected: string[];
  onSelectedChange: (ids: string[]) => void;
  /** the tags themselves changed: one created (and given to the item), renamed, or deleted everywhere */
  onTagsChange: (tags: TagItem[]) => void;
  create: (title: string) => Promise<TagItem>;
  /** answers null when the tag is gone */
  rename: (id: string, title: string) => Promise<TagItem | null>;
  remove: (id: string) => Promise<unknown>;
  /** a tag created here is given to the item at once (the default); false leaves it to be ticked */
  selectCreated?: boolean;
}

/** A title refused (`at` the new tag's field, or a tag's id), or a request that failed. */
type Problem = { at: string; message: string } | null;
const NEW = 'new';
const REQUEST = 'request';

/**
 * The tags an item carries (a checkbox each), and the tags themselves: a new one (given to the item unless
 * `selectCreated` is false), a new title, or one deleted from every item. A title must be neither empty nor
 * another tag's (in any case); on a refusal or a failed request what was typed stays, and the reason is said.
 */
export function ManagedTagsField(props: ManagedTagsFieldProps) {
  const { legend, texts, tags, selected, onSelectedChange, onTagsChange, selectCreated = true } = props;
  const { t } = useTranslation(DEMO_NAMESPACE);
  const messageId = useId();
  const [newTitle, setNewTitle] = useState('');
  const [renaming, setRenaming] = useState<string | null>(null);
  const [problem, setProblem] = useState<Problem>(null);
  const pending = useRef(false);
  // what takes the focus when the element holding it goes away (a rename closed, a tag deleted)
  const focusNext = useRef<string | null>(null);
  const focusIf = (key: string) => (element: HTMLElement | null) => {
    if (!element || focusNext.current !== key) return;
    focusNext.current = null;
    element.focus();
  };

  /** Why `title` cannot be a tag's title (`except` the tag renamed), if it cannot. */
  const refusal = (title: string, except?: string) => {
    const wanted = title.trim().toLocaleLowerCase();
    if (!wanted) return t(`${texts}.required`);
    const other = tags.find((tag) => tag.id !== except && tag.title.trim().toLocaleLowerCase() === wanted);
    return other ? t(`${texts}.duplicate`, { title: other.title }) : null;
  };
  /** Runs one request at a time; on a fault says so (what was typed stays). */
  const attempt = async (kind: 'create' | 'rename' | 'delete', change: () => Promise<void>) => {
    if (pending.current) return;
    pending.current = true;
    setProblem(null);
    try {
      await change();
    } catch {
      setProblem({ at: REQUEST, message: t(`${texts}.failed`, { context: kind }) });
    } finally {
      pending.current = false;
    }
  };

  const add = () => {
    const reason = refusal(newTitle);
    if (reason) return setProblem({ at: NEW, message: reason });
    return attempt('create', async () => {
      const tag = await props.create(newTitle.trim());
      onTagsChange([tag, ...tags]);
      if (selectCreated) onSelectedChange([...selected, tag.id]);
      setNewTitle('');
    });
  };
  const closeRename = (tag: TagItem) => {
    focusNext.current = `rename:${tag.id}`;
    setRenaming(null);
    setProblem(null);
  };
  const rename = (tag: TagItem, title: string) => {
    if (title.trim() === tag.title) return closeRename(tag);
    const reason = refusal(title, tag.id);
    if (reason) return setProblem({ at: tag.id, message: reason });
    return attempt('rename', async () => {
      const saved = await props.rename(tag.id, title.trim());
      if (!saved) throw new Error('The tag is gone.');
      onTagsChange(tags.map((item) => (item.id === saved.id ? saved : item)));
      closeRename(tag);
    });
  };
  const remove = (tag: TagItem) =>
    attempt('delete', async () => {
      await props.remove(tag.id);
      const at = tags.indexOf(tag);
      const next = tags[at + 1] ?? tags[at - 1];
      focusNext.current = next ? `delete:${next.id}` : NEW;
      if (renaming === tag.id) setRenaming(null);
      onTagsChange(tags.filter((item) => item.id !== tag.id));
      onSelectedChange(selected.filter((id) => id !== tag.id));
    });

  return (
    <Box as="fieldset">
      <Box as="legend" fontWeight="medium" mb="1">
        {legend}
      </Box>
      <Stack gap="1" mb="2">
        {tags.length === 0 && (
          <Text fontSize="sm" color="fg.muted">
            {t(`${texts}.none`)}
          </Text>
        )}
        {tags.map((tag) => (
          <ManagedTagRow
            key={tag.id}
            tag={tag}
            texts={texts}
            checked={selected.includes(tag.id)}
            onCheckedChange={(checked) =>
              onSelectedChange(checked ? [...selected, tag.id] : selected.filter((id) => id !== tag.id))
            }
            renaming={renaming === tag.id}
            onRenameStart={() => {
              setRenaming(tag.id);
              setProblem(null);
            }}
            onRename={(title) => void rename(tag, title)}
            onRenameCancel={() => closeRename(tag)}
            onDelete={() => void remove(tag)}
            error={problem?.at === tag.id ? problem.message : undefined}
            renameButtonRef={focusIf(`rename:${tag.id}`)}
            deleteButtonRef={focusIf(`delete:${tag.id}`)}
          />
        ))}
      </Stack>
      <HStack gap="2" align="flex-end">
        <Field.Root invalid={problem?.at === NEW}>
          <Field.Label>{t(`${texts}.new`)}</Field.Label>
          <Input
            size="sm"
            ref={focusIf(NEW)}
            value={newTitle}
            aria-describedby={problem?.at === NEW ? messageId : undefined}
            onChange={(event) => setNewTitle(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault(); // adds the tag; never submits the item's form around it
              void add();
            }}
          />
        </Field.Root>
        <Button size="sm" variant="outline" onClick={() => void add()}>
          {t(`${texts}.add`)}
        </Button>
      </HStack>
      {(problem?.at === NEW || problem?.at === REQUEST) && (
        <Text id={messageId} role="alert" fontSize="sm" color="fg.error" mt="1">
          {problem.message}
        </Text>
      )}
    </Box>
  );
}
