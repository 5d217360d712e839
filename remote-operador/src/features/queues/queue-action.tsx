import { useRef, useState } from 'react';
import { Button, Stack, Text } from '@soat/shared/ui';
import { FormError } from '../../components/form-error';
import { useRefusal } from '../../hooks/use-refusal';

interface Props {
  label: string;
  busyLabel: string;
  /** The call; its answer says whether it did anything, and what to tell the operator. */
  run: () => Promise<{ done: boolean; message: string }>;
  /** Once done: the item leaves the list. */
  onDone: () => void;
}

/** An item's one-click action (retry, resend): one request however often it is clicked, its fault in words. */
export function QueueAction({ label, busyLabel, run, onDone }: Props) {
  const refusal = useRefusal();
  const busy = useRef(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const act = async () => {
    if (busy.current) return;
    busy.current = true;
    setSending(true);
    setError(null);
    setNotice(null);
    try {
      const { done, message } = await run();
      if (done) {
        onDone();
        return;
      }
      setNotice(message);
    } catch (refused) {
      setError(refusal(refused));
    }
    busy.current = false;
    setSending(false);
  };

  return (
    <Stack gap="2" align="start">
      <FormError message={error} />
      {notice && <Text role="status">{notice}</Text>}
      <Button size="sm" onClick={() => void act()} loading={sending} loadingText={busyLabel}>
        {label}
      </Button>
    </Stack>
  );
}
