/**
 * The joint accident statement ("Správa o nehode", D35): its sections, who may edit which, and
 * the fields each section holds. Shared by the browser, the statement's machine and the server.
 */

/** The two columns of the paper: A is the driver who started the statement, B the one who joined. */
export type Driver = 'A' | 'B';

/**
 * Sections either driver edits: 1 date and time, 2 place, 3 injuries, 4 damage to other vehicles
 * or objects, 5 witnesses, 13 the sketch.
 */
export const SHARED_SECTIONS = ['time', 'place', 'injuries', 'otherDamage', 'witnesses', 'sketch'] as const;
/**
 * Sections of one vehicle's column: 6 policyholder, 7 vehicle, 8 insurer, 9 driver, 10 the point
 * of initial impact, 11 visible damage, 12 circumstances, 14 remarks.
 */
export const COLUMN_SECTIONS = [
  'policyholder',
  'vehicle',
  'insurer',
  'driver',
  'impact',
  'visibleDamage',
  'circumstances',
  'remarks',
] as const;

/** Section 10's zones of the car outline (seen from above, the front at the top), where the vehicle was hit first. */
export const IMPACT_ZONES = ['frontLeft', 'front', 'frontRight', 'left', 'right', 'rearLeft', 'rear', 'rearRight'] as const;
export type ImpactZone = (typeof IMPACT_ZONES)[number];

export type SharedSection = (typeof SHARED_SECTIONS)[number];
export type ColumnSection = (typeof COLUMN_SECTIONS)[number];
export type SectionId = SharedSection | `${Driver}.${ColumnSection}`;

export const SECTION_IDS: readonly SectionId[] = [
  ...SHARED_SECTIONS,
  ...(['A', 'B'] as const).flatMap((driver) => COLUMN_SECTIONS.map((section) => `${driver}.${section}` as const)),
];

/** Every field a section may hold; the openapi.yaml schema `StatementSectionValue` lists their formats. */
export interface SectionValue {
  date?: string;
  time?: string;
  town?: string;
  /** Where the phone was when "use my location" was tapped (WGS 84 degrees), with the address found there. */
  latitude?: number;
  longitude?: number;
  injured?: boolean;
  /** Section 4: whether anything besides vehicles A and B was damaged (`text` says what). */
  damaged?: boolean;
  text?: string;
  name?: string;
  address?: string;
  plate?: string;
  make?: string;
  country?: string;
  insurerName?: string;
  policyNumber?: string;
  greenCard?: string;
  /** Section 8: the insurance's validity, as on the green card. */
  validFrom?: string;
  validTo?: string;
  licence?: string;
  /** Section 9: the licence's categories ("B", "B, C1") and its expiry. */
  licenceCategory?: string;
  licenceValidTo?: string;
  impact?: ImpactZone;
  boxes?: number[];
  /** The sketch as SVG path data, in SKETCH_WIDTH × SKETCH_HEIGHT coordinates. */
  drawing?: string;
}

/** The sketch's own coordinates (section 13). */
export const SKETCH_WIDTH = 320;
export const SKETCH_HEIGHT = 240;

type Field = keyof SectionValue;

const FIELDS_OF: Record<SharedSection | ColumnSection, readonly Field[]> = {
  time: ['date', 'time'],
  place: ['country', 'town', 'address', 'latitude', 'longitude'],
  injuries: ['injured'],
  otherDamage: ['damaged', 'text'],
  witnesses: ['text'],
  sketch: ['drawing'],
  policyholder: ['name', 'address'],
  vehicle: ['plate', 'make', 'country'],
  insurer: ['insurerName', 'policyNumber', 'greenCard', 'validFrom', 'validTo'],
  driver: ['name', 'address', 'licence', 'licenceCategory', 'licenceValidTo'],
  impact: ['impact'],
  visibleDamage: ['text'],
  circumstances: ['boxes'],
  remarks: ['text'],
};

/** The 17 boxes of section 12, numbered as on the paper. */
export const CIRCUMSTANCE_BOXES = Array.from({ length: 17 }, (_, index) => index + 1);

export const isSectionId = (value: string): value is SectionId => (SECTION_IDS as readonly string[]).includes(value);

const kindOf = (section: SectionId) => (section.includes('.') ? (section.split('.')[1] as ColumnSection) : (section as SharedSection));

/** The fields of a section. */
export const fieldsOf = (section: SectionId): readonly Field[] => FIELDS_OF[kindOf(section)];

/** The column a section belongs to, or null for a shared one. */
export const ownerOf = (section: SectionId): Driver | null => (section.includes('.') ? (section[0] as Driver) : null);

/** Whether `driver` may change `section`: the shared ones and their own column's. */
export const mayEdit = (driver: Driver, section: SectionId): boolean => {
  const owner = ownerOf(section);
  return owner === null || owner === driver;
};

/** The short code driver B types: no 0/O, 1/I/L, so it reads back from a screen without doubt. */
export const JOIN_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const JOIN_CODE_LENGTH = 8;
export const JOIN_CODE_PATTERN = new RegExp(`^[${JOIN_CODE_ALPHABET}]{${JOIN_CODE_LENGTH}}$`);

/** A join code is good for 24 hours (D35). */
export const JOIN_CODE_VALID_MS = 24 * 60 * 60 * 1000;

/** The app's addresses of a statement, under /motor. */
export const STATEMENT_START_ROUTE = '/statement';
export const statementJoinPath = (code: string) => `/statement/join/${code}`;
export const statementPath = (statementId: string) => `/statement/${statementId}`;

/** The statement's state as both phones show it. */
export type StatementStatus = 'waitingForOther' | 'editing' | 'signedByOne' | 'sealed';

/** The statement's pages under /motor/statement: start, join (with the code of the link, if any), a statement. */
export type StatementPage = { kind: 'start' } | { kind: 'join'; code: string } | { kind: 'statement'; statementId: string };

const STATEMENT_ID_PATTERN = /^[A-Za-z0-9_-]{24}$/;

/** The statement page of a path ("/motor/statement/…" or the router's "/statement/…"), or null for any other path. */
export function statementPageOf(pathname: string): StatementPage | null {
  const route = pathname.replace(/^\/motor/, '').replace(/\/+$/, '');
  if (route === STATEMENT_START_ROUTE) return { kind: 'start' };
  const join = /^\/statement\/join(?:\/([^/]*))?$/.exec(route);
  if (join) return { kind: 'join', code: decodeURIComponent(join[1] ?? '') };
  const statement = /^\/statement\/([^/]+)$/.exec(route);
  if (statement && STATEMENT_ID_PATTERN.test(statement[1]!)) return { kind: 'statement', statementId: statement[1]! };
  return null;
}
