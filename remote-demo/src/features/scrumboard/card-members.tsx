import { useTranslation } from '@soat/shared/i18n';
import { Circle, HStack, VisuallyHidden } from '@soat/shared/ui';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import type { Member } from './api/scrumboard-api';

/** `Mr. Jaleel Kautzer` → `JK`: the first letters of the first two words that are not a title. */
export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter((word) => word !== '' && !word.endsWith('.'))
    .slice(0, 2)
    .map((word) => word.charAt(0).toLocaleUpperCase('es'))
    .join('');

/** The members of a card on the board: their initials to the eye (full name on hover), their names to a screen reader. */
export function CardMembers({ members }: { members: Member[] }) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  if (members.length === 0) return null;
  return (
    <HStack as="span" gap="1" mt="1" flexWrap="wrap">
      {members.map((member) => (
        <Circle
          as="span"
          key={member.id}
          size="6"
          fontSize="2xs"
          fontWeight="semibold"
          bg="bg.emphasized"
          color="fg"
          title={member.name}
          aria-hidden
        >
          {initials(member.name)}
        </Circle>
      ))}
      <VisuallyHidden>
        {t('scrumboard.memberNames', { names: members.map((member) => member.name).join(', ') })}
      </VisuallyHidden>
    </HStack>
  );
}
