import { HStack, Text } from '@soat/shared/ui';
import type { MailLabel } from './api/mailbox-api';

/** The label colours of the template and of the colour picker, as palette tokens. */
const DOT_COLORS: Record<string, string> = {
  blue: 'blue.500',
  indigo: 'blue.800',
  red: 'red.500',
  teal: 'teal.500',
  purple: 'purple.500',
  green: 'green.500',
  orange: 'orange.500',
  pink: 'pink.500',
  gray: 'gray.500',
};

export const LABEL_COLORS = Object.keys(DOT_COLORS);

export function LabelDot({ color }: { color: string }) {
  return (
    <Text
      as="span"
      aria-hidden="true"
      display="inline-block"
      boxSize="2.5"
      rounded="full"
      bg={DOT_COLORS[color] ?? 'gray.500'}
      flexShrink="0"
    />
  );
}

/** A mail's labels (ids of labels deleted meanwhile are left out). */
export function LabelChips({ ids, labels }: { ids: string[]; labels: MailLabel[] }) {
  const carried = labels.filter((label) => ids.includes(label.id));
  if (carried.length === 0) return null;
  return (
    <HStack as="span" gap="2" mt="1" flexWrap="wrap">
      {carried.map((label) => (
        <HStack as="span" key={label.id} gap="1" fontSize="xs" borderWidth="1px" rounded="full" px="2">
          <LabelDot color={label.color} />
          {label.title}
        </HStack>
      ))}
    </HStack>
  );
}
