import { useId, useRef, useState } from 'react';
import { useTranslation } from '@soat/shared/i18n';
import { Button, Stack } from '@soat/shared/ui';
import { DEMO_NAMESPACE } from '../../lib/namespace';
import type { BoardLabel } from './api/scrumboard-api';
import { LabelManager } from './label-manager';

interface BoardLabelsProps {
  labels: BoardLabel[];
  cardCount: (labelId: string) => number;
  onCreate: (title: string) => Promise<void>;
  onRename: (id: string, title: string) => Promise<void>;
  onDelete: (id: string) => Promise<void>;
}

/** The button that opens the board's labels, and the labels' panel while it is open. */
export function BoardLabels(props: BoardLabelsProps) {
  const { t } = useTranslation(DEMO_NAMESPACE);
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  // the panel's close button goes away with it: the focus goes back to the button that opened it
  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  return (
    <Stack gap="3" align="flex-start">
      <Button
        ref={toggle}
        size="sm"
        variant="outline"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close() : setOpen(true))}
      >
        {t('scrumboard.labels.manage')}
      </Button>
      {open && <LabelManager id={panelId} {...props} onClose={close} />}
    </Stack>
  );
}
