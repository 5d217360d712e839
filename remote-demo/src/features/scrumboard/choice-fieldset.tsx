import type { UseFormRegisterReturn } from 'react-hook-form';
import { Box, HStack, Stack, Text } from '@soat/shared/ui';

interface ChoiceFieldsetProps {
  legend: string;
  /** said when there is nothing to choose */
  empty: string;
  choices: { id: string; name: string }[];
  /** the form's field holding the ids ticked */
  registration: UseFormRegisterReturn;
}

/** A card's labels or members: one checkbox for each the board has, ticked for those the card carries. */
export function ChoiceFieldset({ legend, empty, choices, registration }: ChoiceFieldsetProps) {
  return (
    <Box as="fieldset">
      <Box as="legend" fontWeight="medium" mb="1">
        {legend}
      </Box>
      {choices.length === 0 ? (
        <Text fontSize="sm">{empty}</Text>
      ) : (
        <Stack gap="1">
          {choices.map((choice) => (
            <HStack as="label" key={choice.id} gap="2">
              <input type="checkbox" value={choice.id} {...registration} />
              {choice.name}
            </HStack>
          ))}
        </Stack>
      )}
    </Box>
  );
}
