import { useTranslation } from '@soat/shared/i18n';
import { Text } from '@soat/shared/ui';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import type { BoardLabel } from './api/scrumboard-api';
import { RenameOrDelete } from './rename-or-delete';

interface LabelRowProps {
  label: BoardLabel;
  /** how many of the board's cards carry it (the question before deleting says so) */
  cardCount: number;
  /** what is wrong with a new name (another label has it), or null */
  validate: (title: string) => string | null;
  /** Saves the new name; a rejection keeps what was typed and says it failed. */
  onRename: (title: string) => Promise<void>;
  onDelete: () => Promise<void>;
}

/** A label of the board: its name, renamed in place, or deleted after a question (from every card too). */
export function LabelRow({ label, cardCount, validate, onRename, onDelete }: LabelRowProps) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const title = label.title;
  return (
    <RenameOrDelete
      title={title}
      fieldLabel={t('scrumboard.labels.name', { title })}
      renameLabel={t('scrumboard.labels.rename', { title })}
      deleteLabel={t('scrumboard.labels.delete', { title })}
      question={t('scrumboard.labels.confirmDelete', { title, count: cardCount })}
      validate={validate}
      onRename={onRename}
      onDelete={onDelete}
    >
      <Text flex="1" minW="24" wordBreak="break-word">
        {title}
      </Text>
    </RenameOrDelete>
  );
}
