import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '@soat/shared/forms';
import { useTranslation } from '@soat/shared/i18n';
import { Box, Button, Card, CloseButton, Heading, HStack, Input, Stack, Text } from '@soat/shared/ui';
import { focusOnMount } from '../../components/focus-on-mount';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import type { BoardCard, BoardLabel, CardChanges, Member } from './api/scrumboard-api';
import { ChoiceFieldset } from './choice-fieldset';

interface CardDetailsProps {
  card: BoardCard;
  listTitle: string;
  /** the board's labels and members: those the card may carry */
  labels: BoardLabel[];
  members: Member[];
  /** Saves the changes; a rejection keeps the form as typed. */
  onSave: (changes: CardChanges) => Promise<void>;
  onDelete: () => Promise<void>;
  onClose: () => void;
}

interface CardFormValues {
  title: string;
  description: string;
  dueDate: string;
  labels: string[];
  members: string[];
}

/** `2026-11-23T00:00:00.000Z` → `2026-11-23`, what a date field shows. */
const dateField = (iso: string | null) => (iso ? iso.slice(0, 10) : '');
/** A date field's day as the template stores dates (midnight UTC), or none. */
const storedDate = (day: string) => (day ? new Date(`${day}T00:00:00.000Z`).toISOString() : null);

/** The ids ticked that the board still has: a label deleted while the card was open is not stored again. */
const stillIn = (ids: string[], items: { id: string }[]) => ids.filter((id) => items.some((item) => item.id === id));

/**
 * A card's detail beside the board: its title, description, due date, labels and members, edited and
 * saved, or the card deleted. The focus moves in as it opens; Escape or the close button closes it.
 */
export function CardDetails({ card, listTitle, labels, members, onSave, onDelete, onClose }: CardDetailsProps) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const descriptionId = useId();
  const [outcome, setOutcome] = useState<'saved' | 'failed' | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CardFormValues>({
    defaultValues: {
      title: card.title,
      description: card.description,
      dueDate: dateField(card.dueDate),
      labels: card.labels.map((label) => label.id),
      members: card.members.map((member) => member.id),
    },
  });
  const submit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await onSave({
        title: values.title.trim(),
        description: values.description,
        dueDate: storedDate(values.dueDate),
        labels: stillIn(values.labels, labels),
        members: stillIn(values.members, members),
      });
      setOutcome('saved');
    } catch {
      setOutcome('failed');
    }
  });
  const remove = async () => {
    setOutcome(null);
    try {
      await onDelete();
    } catch {
      setOutcome('failed');
    }
  };
  return (
    <Card.Root
      as="section"
      aria-label={t('scrumboard.card.detailsOf', { title: card.title })}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || event.defaultPrevented) return;
        event.preventDefault();
        onClose();
      }}
    >
      <Card.Header>
        <HStack justify="space-between" align="flex-start">
          <Stack gap="0">
            <Heading as="h2" size="md" wordBreak="break-word" ref={focusOnMount} tabIndex={-1}>
              {card.title}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {t('scrumboard.card.inList', { list: listTitle })}
            </Text>
          </Stack>
          <CloseButton size="sm" aria-label={t('scrumboard.card.close')} onClick={onClose} />
        </HStack>
      </Card.Header>
      <Card.Body>
        <form noValidate onSubmit={(event) => void submit(event)}>
          <Stack gap="4">
            <FormField label={t('scrumboard.card.title')} required error={errors.title?.message}>
              <Input
                {...register('title', { validate: (value) => value.trim() !== '' || t('scrumboard.titleRequired') })}
              />
            </FormField>
            {/* a real textarea with the Input's look (`as="textarea"` would still render an input) */}
            <FormField id={descriptionId} label={t('scrumboard.card.description')}>
              <Input asChild minH="24" h="auto" py="2" lineHeight="1.5">
                <textarea id={descriptionId} {...register('description')} />
              </Input>
            </FormField>
            <FormField label={t('scrumboard.card.dueDate')}>
              <Input type="date" {...register('dueDate')} />
            </FormField>
            <ChoiceFieldset
              legend={t('scrumboard.card.labels')}
              empty={t('scrumboard.card.noLabels')}
              choices={labels.map((label) => ({ id: label.id, name: label.title }))}
              registration={register('labels')}
            />
            <ChoiceFieldset
              legend={t('scrumboard.card.members')}
              empty={t('scrumboard.card.noMembers')}
              choices={members}
              registration={register('members')}
            />
            <HStack gap="2" flexWrap="wrap">
              <Button type="submit" loading={isSubmitting}>
                {t('common.save')}
              </Button>
              <Button variant="outline" colorPalette="red" onClick={() => void remove()}>
                {t('scrumboard.card.delete')}
              </Button>
            </HStack>
            <Box role="status" aria-live="polite">
              {outcome === 'saved' && <Text fontSize="sm">{t('scrumboard.card.saved')}</Text>}
            </Box>
            {outcome === 'failed' && (
              <Text role="alert" fontSize="sm" color="fg.error">
                {t('scrumboard.saveFailed')}
              </Text>
            )}
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
