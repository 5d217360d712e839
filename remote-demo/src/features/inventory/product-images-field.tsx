import { useId, useLayoutEffect, useRef } from 'react';
import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from '@soat/shared/i18n';
import { Box, Button, HStack, Stack, Text } from '@soat/shared/ui';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import type { ProductFormValues } from './product-form-values';

interface ProductImagesFieldProps {
  control: Control<ProductFormValues>;
  setValue: UseFormSetValue<ProductFormValues>;
  /** names the pictures for a screen reader ("Imagen 1 de …") */
  productName: string;
}

const SIZE = 96;

/**
 * The product's pictures, as it has them: the one ticked is featured (its `thumbnail`, the one a list
 * shows), and any may be taken away. The mock stores them as addresses; a thumbnail that is not among the
 * images is shown first, featured. Changes are kept with the form's Save.
 */
export function ProductImagesField({ control, setValue, productName }: ProductImagesFieldProps) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const [images, thumbnail] = useWatch({ control, name: ['images', 'thumbnail'] });
  const shown = thumbnail && !images.includes(thumbnail) ? [thumbnail, ...images] : images;
  const group = useId();
  const list = useRef<HTMLDivElement>(null);
  const empty = useRef<HTMLParagraphElement>(null);
  // the picture taken away had the focus (its button): it goes to the one now in its place, or to the note
  const focusAt = useRef<number | null>(null);

  useLayoutEffect(() => {
    if (focusAt.current === null) return;
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>('button') ?? [];
    (buttons[Math.min(focusAt.current, buttons.length - 1)] ?? empty.current)?.focus();
    focusAt.current = null;
  }, [shown.length]);

  const dirty = { shouldDirty: true } as const;
  const remove = (url: string, index: number) => {
    const rest = images.filter((image) => image !== url);
    setValue('images', rest, dirty);
    if (thumbnail === url) setValue('thumbnail', rest[0] ?? null, dirty);
    focusAt.current = index;
  };

  return (
    <Box as="fieldset">
      <Box as="legend" fontWeight="medium" mb="1">
        {t('inventory.fields.images')}
      </Box>
      {shown.length === 0 ? (
        <Text ref={empty} tabIndex={-1} fontSize="sm" color="fg.muted">
          {t('inventory.images.none')}
        </Text>
      ) : (
        <Box ref={list}>
          <Text fontSize="sm" color="fg.muted" mb="2">
            {t('inventory.images.hint')}
          </Text>
          <HStack as="ul" gap="3" flexWrap="wrap" listStyleType="none">
            {shown.map((url, index) => (
              <Stack as="li" key={url} gap="1" align="center">
                <Box as="label" display="flex" flexDirection="column" alignItems="center" gap="1" cursor="pointer">
                  <img
                    src={url}
                    alt={t('inventory.images.alt', { index: index + 1, name: productName })}
                    width={SIZE}
                    height={SIZE}
                    loading="lazy"
                    style={{ objectFit: 'cover', width: SIZE, height: SIZE }}
                  />
                  <HStack gap="1" fontSize="sm">
                    <input
                      type="radio"
                      name={group}
                      checked={url === thumbnail}
                      onChange={() => setValue('thumbnail', url, dirty)}
                    />
                    {t('inventory.images.featured')}
                  </HStack>
                </Box>
                <Button size="2xs" variant="ghost" colorPalette="red" onClick={() => remove(url, index)}>
                  {t('inventory.images.remove', { index: index + 1 })}
                </Button>
              </Stack>
            ))}
          </HStack>
        </Box>
      )}
    </Box>
  );
}
