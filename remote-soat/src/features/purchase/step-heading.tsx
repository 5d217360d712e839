import { useEffect, useRef, type ReactNode } from 'react';
import { Heading, Stack, Text } from '@soat/shared/ui';

interface Props {
  children: ReactNode;
  description?: string;
  /** Moves the focus here when the step opens, so a screen reader starts reading the new step. */
  focus: boolean;
}

/** The id of the step's heading, which names the step's form. */
export const STEP_HEADING_ID = 'purchase-step-heading';

/** A step's heading (h2 under the page's h1), focused when the customer moves to the step. */
export function StepHeading({ children, description, focus }: Props) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <Stack gap="1">
      <Heading as="h2" id={STEP_HEADING_ID} size="xl" ref={ref} tabIndex={-1} outline="none">
        {children}
      </Heading>
      {description && <Text color="fg.muted">{description}</Text>}
    </Stack>
  );
}
