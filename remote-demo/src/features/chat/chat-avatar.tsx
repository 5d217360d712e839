import { Circle, Image } from '@soat/shared/ui';

/** A person's picture, or their initial; decorative, as their name is always written beside it. */
export function ChatAvatar({ name, avatar, size = '10' }: { name: string; avatar: string | null; size?: string }) {
  return avatar ? (
    <Image src={avatar} alt="" boxSize={size} rounded="full" flexShrink="0" />
  ) : (
    <Circle size={size} bg="colorPalette.muted" fontWeight="bold" flexShrink="0" aria-hidden="true">
      {name.charAt(0)}
    </Circle>
  );
}
