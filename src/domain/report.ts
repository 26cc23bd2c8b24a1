import type { components } from './openapi.gen.ts';

/**
 * The report's entities as openapi.yaml defines them: the contract is the one source of their
 * shape, these are just short names for it.
 */
type Schemas = components['schemas'];

export type IncidentReport = Schemas['IncidentReport'];
export type Meta = Schemas['Meta'];
export type Parties = Schemas['Parties'];
export type Incident = Schemas['Incident'];
export type Attachment = Schemas['Attachment'];
export type AttachmentRef = Schemas['AttachmentRef'];
export type AvailableProducts = Schemas['AvailableProducts'];
export type SavedBankAccount = Schemas['SavedBankAccount'];
export type Saved = Schemas['Saved'];
export type SaveResult = Schemas['SaveResult'];
export type SavedObjectResult = Schemas['SavedObjectResult'];
export type UpdateReportRequest = Schemas['UpdateReportRequest'];
export type UpdateReportResponse = Schemas['UpdateReportResponse'];
export type CreateReportRequest = Schemas['CreateReportRequest'];
export type PolicyType = Schemas['PolicyType'];
export type ScopeCode = Schemas['ScopeCode'];
export type Context = Schemas['Context'];
/** A language of the product: Slovak (the default) or English. */
export type Locale = Schemas['Locale'];
export type OtherParty = Schemas['OtherParty'];
export type PortalEntry = Schemas['PortalEntry'];
export type ApiError = Schemas['Error'];

/** Every part optional, all the way down; arrays are replaced whole, so their items stay full. */
export type DeepPartial<T> = T extends readonly (infer U)[] ? U[] : T extends object ? { [K in keyof T]?: DeepPartial<T[K]> } : T;

/**
 * A screen's answer on Continue: the part of the document it edits. Objects merge key by key,
 * arrays and scalars replace (the one rule of src/domain/report-merge.ts).
 * `attachments` is sent only by /additional-attachments: the whole list as the upload widget holds it.
 */
export interface ReportPatch {
  parties?: DeepPartial<Parties>;
  incident?: DeepPartial<Incident>;
  attachments?: Attachment[];
}

/** The scope code of a set of objects of damage: objects {1, 3} are `scope13` (SPEC §2). */
export function scopeCodeOf(objectIds: readonly number[]): string {
  return `scope${[...new Set(objectIds)].sort((a, b) => a - b).join('')}`;
}

/**
 * The payout account with every field cleared (SPEC §4 resets, a payout that is not forced): `{}`
 * would merge into the stored account and clear nothing.
 */
export const CLEARED_BANK_ACCOUNT: NonNullable<Incident['bankAccount']> = {
  id: null,
  value: null,
  bic: null,
  holderIdentificationNumber: null,
  holderDateOfBirth: null,
  holderBusinessId: null,
};

/** Casco product code assumed when the register has none for the vehicle (SPEC §4). */
export const DEFAULT_CASCO_PRODUCT_CODE = 'HPL';

/**
 * SPEC §4: PZP when the scopes are only 2, 3, 4 or 3+4 (nothing of my own vehicle's cover is
 * involved); otherwise CASCO if a casco product is available; otherwise PZP.
 */
export function defaultPolicyType(objectIds: readonly number[], products: Pick<AvailableProducts, 'casco'>): PolicyType {
  const liabilityOnly = ['scope2', 'scope3', 'scope4', 'scope34'].includes(scopeCodeOf(objectIds));
  if (liabilityOnly) return 'PZP';
  return products.casco ? 'CASCO' : 'PZP';
}

/** Plates are compared and stored upper-case without spaces or dashes (SPEC §3). */
export function normalizeLicensePlate(plate: string): string {
  return plate.replace(/[\s-]/g, '').toUpperCase();
}
