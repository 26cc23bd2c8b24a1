import L from 'leaflet';

/** How a marker looks: a repair shop, the picked place (the pin), a place for orientation only. */
export type MarkerVariant = 'shop' | 'pin' | 'place';

/** Text put into a div icon's markup, shown as text. */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!);

const cache = new Map<string, L.DivIcon>();

/**
 * A marker drawn by CSS (map.css), no image files: a round-headed pin with an optional short text
 * (the shop's number in the list) and, for screen readers, its name. Leaflet makes the marker's
 * element a focusable button; its text is that button's name. No style attributes: the CSP allows
 * no inline styles in markup.
 */
export function markerIcon(variant: MarkerVariant, options: { label: string; text?: string; selected?: boolean }): L.DivIcon {
  const key = JSON.stringify([variant, options.label, options.text ?? '', options.selected === true]);
  const known = cache.get(key);
  if (known) return known;
  const classes = ['map-marker', `map-marker--${variant}`, options.selected ? 'map-marker--selected' : ''].filter(Boolean).join(' ');
  const size: [number, number] = variant === 'place' ? [24, 24] : [36, 44];
  const icon = L.divIcon({
    className: classes,
    html:
      `<span class="map-marker__head" aria-hidden="true"><span class="map-marker__text">${escapeHtml(options.text ?? '')}</span></span>` +
      `<span class="visually-hidden">${escapeHtml(options.label)}</span>`,
    iconSize: size,
    // The tip of the pin (bottom centre) sits on the point; a place dot is centred on it.
    iconAnchor: variant === 'place' ? [size[0] / 2, size[1] / 2] : [size[0] / 2, size[1]],
  });
  cache.set(key, icon);
  return icon;
}
