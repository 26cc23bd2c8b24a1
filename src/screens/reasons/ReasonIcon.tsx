import type { ReactElement } from 'react';

/**
 * The reason groups' icons by the `icon` name of the reference data
 * (server/reference/data/reason-groups.json): simple line drawings in the text colour, decorative
 * only (the card's label names the choice). An unknown name gets the "other" icon.
 */
const ICONS: Record<string, ReactElement> = {
  // A car seen from the front, with the lines of a knock at its corner.
  accident: (
    <>
      <path d="M5 11l1.4-4.2A2 2 0 0 1 8.3 5.4h6.4a2 2 0 0 1 1.9 1.4L18 11" />
      <rect x="3" y="11" width="16" height="6" rx="2" />
      <path d="M6 17v2.5M16 17v2.5" />
      <circle cx="6.5" cy="14" r="1" />
      <circle cx="15.5" cy="14" r="1" />
      <path d="M20.5 3.5l-1.5 2M22.5 8H20.5M21.5 12l-1.5-.8" />
    </>
  ),
  // An open padlock.
  theft: (
    <>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 7.6-1.7" />
      <path d="M12 15v2.5" />
    </>
  ),
  // A spray can and its spray.
  vandalism: (
    <>
      <rect x="5" y="10" width="8" height="11" rx="1.5" />
      <path d="M7 10V7h4v3M9 7V4.5" />
      <path d="M16 6h.01M18.5 4h.01M18.5 8h.01M21 6h.01M21 2.5h.01M21 9.5h.01" />
    </>
  ),
  // A flame.
  fire: <path d="M12 2.5c1 3.2 5.5 5.5 5.5 10.5a5.5 5.5 0 0 1-11 0c0-2.3 1-3.9 2.2-5 .1 2 1 3.2 2.3 3.5-.2-3.3-.4-6 1-9z" />,
  // A cloud with hail.
  nature: (
    <>
      <path d="M6.5 15A3.5 3.5 0 0 1 6 8.1a5.5 5.5 0 0 1 10.6-1.5A4.2 4.2 0 1 1 17.5 15z" />
      <path d="M8 18.5h.01M12 18.5h.01M16 18.5h.01M10 21.5h.01M14 21.5h.01" />
    </>
  ),
  // A windshield with a crack.
  glass: (
    <>
      <path d="M5.5 5.5h13a1.5 1.5 0 0 1 1.5 1.3l1.3 9.5a1.5 1.5 0 0 1-1.5 1.7H3.2a1.5 1.5 0 0 1-1.5-1.7L3 6.8a1.5 1.5 0 0 1 1.5-1.3z" />
      <path d="M13 8l-2 3 2.5 1.5-1.5 3" />
    </>
  ),
  // A paw print.
  animal: (
    <>
      <circle cx="6.5" cy="10" r="1.6" />
      <circle cx="10" cy="6.5" r="1.6" />
      <circle cx="14" cy="6.5" r="1.6" />
      <circle cx="17.5" cy="10" r="1.6" />
      <path d="M12 11.5c-2.8 0-5.2 3.7-5.2 6 0 1.5 1.4 2.3 2.8 1.9l1.5-.5a3 3 0 0 1 1.8 0l1.5.5c1.4.4 2.8-.4 2.8-1.9 0-2.3-2.4-6-5.2-6z" />
    </>
  ),
  // A question mark in a circle.
  other: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.6 9.5a2.5 2.5 0 1 1 3.4 2.3c-.6.3-1 .8-1 1.4v.8" />
      <path d="M12 17h.01" />
    </>
  ),
};

export const REASON_ICON_NAMES = Object.keys(ICONS);

export function ReasonIcon({ name }: { name: string | null | undefined }) {
  const drawing = ICONS[name ?? ''] ?? ICONS.other;
  return (
    <svg
      className="reason-icon"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={ICONS[name ?? ''] ? name : 'other'}
    >
      {drawing}
    </svg>
  );
}
