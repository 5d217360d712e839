import { useEffect, useState } from 'react';
import { useTranslation } from '@soat/shared/i18n';
import { Box, HStack, Text } from '@soat/shared/ui';
import { loadStrengthChecker, type StrengthChecker, type StrengthScore } from '../lib/password-strength';

const COLORS: Record<StrengthScore, string> = {
  0: 'red.600',
  1: 'red.600',
  2: 'orange.600',
  3: 'green.600',
  4: 'green.700',
};

interface Props {
  password: string;
  /** Words the password should not lean on (the user's name, email). */
  userInputs: string[];
}

/** A strength indication for a new password, announced politely to screen readers. */
export function PasswordStrength({ password, userInputs }: Props) {
  const { t } = useTranslation('auth');
  const [check, setCheck] = useState<StrengthChecker | null>(null);
  const typed = password.length > 0;

  // The dictionaries are ~200 KB: fetched when the visitor first types a password, not with the page.
  useEffect(() => {
    if (!typed) return;
    let active = true;
    void loadStrengthChecker().then((loaded) => active && setCheck(() => loaded));
    return () => {
      active = false;
    };
  }, [typed]);

  if (!password || !check) return null;
  const score = check(password, userInputs);
  return (
    <Box aria-live="polite" mt="2">
      <HStack gap="1" aria-hidden="true">
        {[0, 1, 2, 3].map((segment) => (
          <Box
            key={segment}
            h="1.5"
            flex="1"
            rounded="full"
            bg={segment < Math.max(score, 1) ? COLORS[score] : 'bg.emphasized'}
          />
        ))}
      </HStack>
      <Text fontSize="sm" mt="1" color={COLORS[score]}>
        {t('password.strength', { level: t(`password.levels.${score}`) })}
      </Text>
    </Box>
  );
}
