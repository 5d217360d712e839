import { useTranslation } from '@soat/shared/i18n';
import { Box, Text } from '@soat/shared/ui';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import { TitleForm } from './title-form';

interface AddListFormProps {
  /** the board has no lists yet: the form says so */
  empty: boolean;
  onAdd: (title: string) => Promise<void>;
}

/** A new list, after the board's last one. */
export function AddListForm({ empty, onAdd }: AddListFormProps) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  return (
    <Box w="72" flexShrink={0} p="3" rounded="md" borderWidth="1px" borderStyle="dashed">
      {empty && (
        <Text mb="3" fontWeight="medium">
          {t('scrumboard.emptyBoard')}
        </Text>
      )}
      <TitleForm label={t('scrumboard.newListTitle')} submitLabel={t('scrumboard.addList')} onSubmit={onAdd} />
    </Box>
  );
}
