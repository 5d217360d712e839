import { Box, type BoxProps } from '@soat/shared/ui';

interface Props extends Omit<BoxProps, 'children'> {
  src: string;
  /** Empty when the picture only repeats what is written beside it (a person's name). */
  alt: string;
  /** Pixels: the width and height the page reserves before the picture loads. */
  width: number;
  height?: number;
  round?: boolean;
  /** As wide as its box, the height following the width's ratio (a card's picture). */
  fluid?: boolean;
}

/** A picture of the demo's data (a person, a product, a course): sized before it loads, loaded lazily. */
export function Picture({ src, alt, width, height = width, round = false, fluid = false, ...props }: Props) {
  return (
    <Box
      asChild
      flexShrink="0"
      objectFit="cover"
      rounded={round ? 'full' : 'md'}
      style={fluid ? { width: '100%', height: 'auto', aspectRatio: `${width} / ${height}` } : { width, height }}
      {...props}
    >
      <img src={src} alt={alt} width={width} height={height} loading="lazy" decoding="async" />
    </Box>
  );
}
