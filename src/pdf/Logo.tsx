import { Circle, G, Path, Rect, Svg } from '@react-pdf/renderer';

export const BRAND_COLOR = '#0b4f8a';
export const ACCENT_COLOR = '#f2a900';

/**
 * The insurer's mark, drawn with vector primitives (no image file to ship or fetch): a shield with
 * a road running towards the horizon under a sun. Sharp at any print size.
 */
export function Logo({ size = 36 }: { size?: number }) {
  return (
    <Svg width={size} height={size} viewBox="0 0 48 48">
      <Rect x="0" y="0" width="48" height="48" rx="10" ry="10" fill={BRAND_COLOR} />
      <G>
        <Path d="M24 6 L39 11 V24 C39 33 32.5 39.5 24 43 C15.5 39.5 9 33 9 24 V11 Z" fill="#ffffff" />
        <Circle cx="24" cy="19" r="5" fill={ACCENT_COLOR} />
        <Path d="M21 41.3 L23 26 H25 L27 41.3 C26 41.7 25 42.3 24 42.7 C23 42.3 22 41.7 21 41.3 Z" fill={BRAND_COLOR} />
        <Path d="M23.6 29 H24.4 V31.5 H23.6 Z M23.5 34 H24.5 V37 H23.5 Z" fill="#ffffff" />
      </G>
    </Svg>
  );
}
