/**
 * SPEC §2's route table, once. Each screen state of the machine takes its `meta` from here, and
 * the app derives the router, the sidebar timeline and the back button from that `meta`, so no
 * other file holds a route table.
 */

/** Sidebar sections of SPEC §2: 1 what happened ... 6 summary; `null` = "none" in the table. */
export type Section = 1 | 2 | 3 | 4 | 5 | 6 | null;

export interface ScreenMeta {
  /** The route under the /motor/ base path, e.g. '/general-info'. */
  route: `/${string}`;
  section: Section;
  /** false where the route table says "no sidebar". */
  sidebar: boolean;
  /** false where the route table says "no back button" / "no back". */
  back: boolean;
  /** true where the route table says "wide". */
  wide: boolean;
}

type Flags = Omit<ScreenMeta, 'route'>;

const plain = (section: Section): Flags => ({ section, sidebar: true, back: true, wide: false });
/** "no sidebar, no back button" (alerts) and "no sidebar, no back" (/confirm, /drafts). */
const bare = (section: Section): Flags => ({ section, sidebar: false, back: false, wide: false });

/** Every route of the route table, in its order. The key is the route without the slash. */
export const SCREENS = {
  'incident-scope': plain(1),

  'general-info': plain(2),
  'alert-dont-have-casco': bare(2),
  'alert-have-only-mini-casco': bare(2),
  'alert-dont-have-liability': bare(2),
  'alert-dont-have-license-plate': bare(2),
  'permission-confirmation-SMP': bare(2),
  'aggrieved-party-details': plain(2),
  'reporter-details': plain(2),
  'policy-type': plain(2),

  // "/incident-map | none | wide, no sidebar"
  'incident-map': { section: null, sidebar: false, back: true, wide: true },
  // "/car-repair-map | 3 | wide"
  'car-repair-map': { section: 3, sidebar: true, back: true, wide: true },

  'incident-details': plain(3),
  'windshield-damage-location': plain(3),
  'incident-reason-group': plain(3),
  'incident-reason': plain(3),
  'responsible-party-details': plain(3),
  'responsible-party-additional-details': plain(3),
  'co-responsible-party-details': plain(3),

  'additional-bank': plain(4),
  'incident-resolve-type': plain(4),
  'other-damage': plain(4),
  'other-damage-vehicle': plain(4),
  'other-damage-property': plain(4),
  'other-damage-health': plain(4),
  'force-payout-to-aggrieved': plain(4),
  // "/incident-inspection-address | 4 | wide, no sidebar"
  'incident-inspection-address': { section: 4, sidebar: false, back: true, wide: true },

  'additional-attachments': plain(5),
  summary: plain(6),

  confirm: bare(null),
  drafts: bare(null),
} as const satisfies Record<string, Flags>;

export type ScreenId = keyof typeof SCREENS;

export const SCREEN_IDS = Object.keys(SCREENS) as ScreenId[];

export function screenMeta(id: ScreenId): ScreenMeta {
  return { route: `/${id}`, ...SCREENS[id] };
}

/** D2: the page shown instead of the wizard when an SMP operator is not verified. */
export const OPERATOR_NOT_VERIFIED_META: ScreenMeta = {
  route: '/operator-not-verified',
  section: null,
  sidebar: false,
  back: false,
  wide: false,
};

/** The screen of a route ('/general-info' -> 'general-info'), or null for any other path. */
export function screenOfRoute(route: string | null | undefined): ScreenId | null {
  if (!route) return null;
  const id = route.replace(/^\//, '');
  return Object.hasOwn(SCREENS, id) ? (id as ScreenId) : null;
}
