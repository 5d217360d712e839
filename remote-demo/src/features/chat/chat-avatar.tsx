import { Circle } from '@soat/shared/ui';
import { Picture } from '../../components/picture';

/** Pixels of each size the chat uses. */
const PIXELS = { '10': 40, '12': 48 } as const;

/** A person's picture, or their initial; decorative, as their name is always written beside it. */
export function ChatAvatar({ name, avatar, size = '10' }: { name: string; avatar: string | null; size?: '10' | '12' }) {
  return avatar ? (
    <Picture src={avatar} alt="" width={PIXELS[size]} round />
  ) : (
    <Circle size={size} bg="colorPalette.muted" fontWeight="bold" flexShrink="0" aria-hidden="true">
      {name.charAt(0)}
    </Circle>
  );
}
