import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Box, Stack, Text } from '@soat/shared/ui';

interface Option {
  value: string;
  label: string;
  helper?: string;
}

interface Props {
  legend: string;
  options: Option[];
  /** The field's registration, spread on every radio. */
  field: UseFormRegisterReturn;
  error?: string | undefined;
}

/**
 * A choice of one: native radio inputs in a fieldset named by its legend (the
 * facade has no radio group, and a native one costs no script), each option a
 * whole clickable card; the error is the group's and described on every radio.
 */
export function RadioFieldset({ legend, options, field, error }: Props) {
  const errorId = useId();
  const legendId = useId();
  return (
    <Box
      as="fieldset"
      role="radiogroup"
      aria-labelledby={legendId}
      aria-required="true"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      borderWidth="0"
      p="0"
      m="0"
      minW="0"
    >
      <Box as="legend" id={legendId} fontWeight="medium" mb="2">
        {legend}
        <Text as="span" color="fg.error" aria-hidden="true">
          {' *'}
        </Text>
      </Box>
      <Stack gap="2">
        {options.map((option) => (
          <Box
            as="label"
            key={option.value}
            display="flex"
            gap="3"
            alignItems="flex-start"
            p="3"
            borderWidth="1px"
            borderColor={error ? 'border.error' : 'border'}
            rounded="md"
            cursor="pointer"
            _hover={{ bg: 'bg.muted' }}
            css={{
              '&:has(input:checked)': { borderColor: 'colorPalette.solid', bg: 'colorPalette.subtle' },
              '&:has(input:focus-visible)': {
                outline: '2px solid',
                outlineColor: 'colorPalette.focusRing',
                outlineOffset: '2px',
              },
              '& input': {
                accentColor: 'var(--chakra-colors-color-palette-solid)',
                width: '1.1rem',
                height: '1.1rem',
                marginTop: '0.2rem',
                flexShrink: 0,
              },
            }}
          >
            <input type="radio" value={option.value} aria-describedby={error ? errorId : undefined} {...field} />
            <Box as="span">
              <Text as="span" display="block" fontWeight="medium">
                {option.label}
              </Text>
              {option.helper && (
                <Text as="span" display="block" fontSize="sm" color="fg.muted">
                  {option.helper}
                </Text>
              )}
            </Box>
          </Box>
        ))}
      </Stack>
      {error && (
        <Text id={errorId} color="fg.error" fontSize="sm" mt="1.5">
          {error}
        </Text>
      )}
    </Box>
  );
}
