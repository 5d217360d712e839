import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@soat/shared/i18n';
import { Button, HStack, IconButton, Input, Stack, Text } from '@soat/shared/ui';
import { focusOnMount } from '../../components/focus-on-mount';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import type { InventoryTag } from './api/inventory-api';

interface ProductTagOptionProps {
  tag: InventoryTag;
  /** stores the new title (trimmed, checked); resolves the key of a message when it did not */
  onRename: (title: string) => Promise<string | null>;
  onDelete: () => void;
  /** the checkbox that puts the tag on the product (the form's) */
  children: ReactNode;
}

/**
 * A tag to tick for the product, and the tag itself renamed in place (Enter saves, Escape gives up; the
 * focus comes back to the Rename button) or deleted. A rename that fails says why and keeps what was typed.
 */
export function ProductTagOption({ tag, onRename, onDelete, children }: ProductTagOptionProps) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const [title, setTitle] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const renameButton = useRef<HTMLButtonElement>(null);
  const wasRenaming = useRef(false);
  const errorId = useId();
  const renaming = title !== null;

  useEffect(() => {
    if (wasRenaming.current && !renaming) renameButton.current?.focus();
    wasRenaming.current = renaming;
  }, [renaming]);

  const close = () => {
    setTitle(null);
    setError(null);
  };
  const save = async () => {
    const trimmed = (title ?? '').trim();
    if (trimmed === tag.title) return close();
    const failure = await onRename(trimmed);
    if (failure) setError(t(`inventory.${failure}`));
    else close();
  };

  return (
    <Stack gap="1">
      <HStack gap="2">
        <HStack as="label" gap="2" flex="1">
          {children}
          {tag.title}
        </HStack>
        {!renaming && (
          <Button
            ref={renameButton}
            size="2xs"
            variant="ghost"
            aria-label={t('inventory.renameTag', { title: tag.title })}
            onClick={() => setTitle(tag.title)}
          >
            {t('inventory.rename')}
          </Button>
        )}
        <IconButton
          size="2xs"
          variant="ghost"
          aria-label={t('inventory.deleteTag', { title: tag.title })}
          onClick={onDelete}
        >
          ×
        </IconButton>
      </HStack>
      {renaming && (
        <Stack gap="1" ps="6">
          <HStack gap="2" flexWrap="wrap">
            <Input
              ref={focusOnMount}
              size="sm"
              flex="1"
              minW="32"
              aria-label={t('inventory.tagTitle', { title: tag.title })}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              value={title}
              onChange={(event) => setTitle(event.target.value)}
              onKeyDown={(event) => {
                // inside the product's form: Enter saves the title, never the product
                if (event.key === 'Enter') {
                  event.preventDefault();
                  void save();
                } else if (event.key === 'Escape') {
                  event.preventDefault();
                  close();
                }
              }}
            />
            <Button size="xs" variant="outline" onClick={() => void save()}>
              {t('inventory.saveTagTitle')}
            </Button>
            <Button size="xs" variant="ghost" onClick={close}>
              {t('common.cancel')}
            </Button>
          </HStack>
          {error && (
            <Text id={errorId} role="alert" fontSize="sm" color="fg.error">
              {error}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}
