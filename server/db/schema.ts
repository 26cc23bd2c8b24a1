import type { ColumnType, Generated } from 'kysely';

/** Kysely's view of the tables created by server/db/migrations. */
export interface Database {
  incident_report: IncidentReportTable;
  attachment: AttachmentTable;
  upload: UploadTable;
  upload_chunk: UploadChunkTable;
  portal_token: PortalTokenTable;
  outbox_message: OutboxMessageTable;
  mail_outbox: MailOutboxTable;
  mail_log: MailLogTable;
  policy: PolicyTable;
  policy_bank_account: PolicyBankAccountTable;
  operator: OperatorTable;
  repair_shop: RepairShopTable;
}

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface IncidentReportTable {
  id: string;
  status: ColumnType<'draft' | 'completed', 'draft' | 'completed' | undefined, 'draft' | 'completed'>;
  context: 'WEB' | 'SMP' | 'KZ';
  /** The whole report (parties, incident, meta without `saved`, attachments) as the API shows it. */
  document: ColumnType<unknown, string, string>;
  license_plate: string | null;
  policy_id: string | null;
  incident_date: string | null;
  version: Generated<number>;
  saved: ColumnType<unknown, string | null | undefined, string | null>;
  duplicate_of: string | null;
  summary_html: string | null;
  created_at: Generated<Date>;
  updated_at: Timestamp;
  completed_at: Date | null;
}

export interface AttachmentTable {
  id: string;
  report_id: string;
  type: string;
  client_name: string;
  content_type: string;
  size: number;
  storage_key: string;
  /** Lower-case hex; null for a file uploaded before it was recorded (migration 004). */
  sha256: string | null;
  /** The client's `Idempotency-Key` of the one-request upload that made it (migration 006). */
  idempotency_key: ColumnType<string | null, string | null | undefined, never>;
  created_at: Generated<Date>;
}

/** A file being sent in pieces (server/routes/resumable-uploads.ts, migration 004). */
export interface UploadTable {
  id: string;
  report_id: string;
  type: string;
  client_name: string;
  length: number;
  received: Generated<number>;
  attachment_id: string | null;
  /** The client's key for the announcement: its repeat answers this upload (migration 015). */
  idempotency_key: ColumnType<string | null, string | null | undefined, never>;
  created_at: Generated<Date>;
  updated_at: Timestamp;
}

export interface UploadChunkTable {
  upload_id: string;
  start_offset: number;
  data: Buffer;
}

/** D31: the token a checked portal entry gave its frame (server/db/migrations/008_portal_tokens.ts). */
export interface PortalTokenTable {
  token_hash: string;
  portal: 'SMP' | 'KZ';
  parameters: string;
  expires_at: Timestamp;
  used_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: Generated<Date>;
}

export interface OutboxMessageTable {
  id: Generated<number>;
  claim_id: string;
  /** Its Idempotency-Key: the claim id, or `<claimId>-document-<attachmentId>` for a document added later (migration 014). */
  message_key: string;
  /** The document a follow-up message carries; null for the claim itself. */
  attachment_id: ColumnType<string | null, string | null | undefined, never>;
  report_id: string;
  payload: string;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  /** The worker whose lease the row is under (server/services/leased-jobs.ts). */
  leased_by: string | null;
  last_error: string | null;
  delivered_at: Date | null;
  created_at: Generated<Date>;
}

/** An e-mail the server owes (server/services/completion-mail.ts, migrations 007 and 011). */
export interface MailOutboxTable {
  id: Generated<number>;
  report_id: string;
  kind: 'completion' | 'claim-link' | 'status';
  /** For 'status': the claim it is about and the earliest it may go (migration 015). */
  claim_id: ColumnType<string | null, string | null | undefined, never>;
  due_at: ColumnType<Date | null, Date | null | undefined, never>;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  leased_by: string | null;
  last_error: string | null;
  sent_at: Date | null;
  created_at: Generated<Date>;
}

export interface MailLogTable {
  id: Generated<number>;
  report_id: string;
  kind: string;
  sent_at: Generated<Date>;
}

// Reference data (server/db/migrations/002_reference.ts).

export interface PolicyTable {
  policy_id: string;
  license_plate: string | null;
  /** PZP (liability), CASCO or MINICASCO. */
  product: 'PZP' | 'CASCO' | 'MINICASCO';
  product_code: string;
  valid_from: string;
  valid_to: string;
  holder_party_type: 'PERSON' | 'BUSINESS';
  holder_first_name: string | null;
  holder_last_name: string | null;
  holder_business_name: string | null;
  vehicle_description: string | null;
}

export interface PolicyBankAccountTable {
  id: string;
  policy_id: string;
  iban: string;
  bic: string | null;
}

export interface OperatorTable {
  code: string;
  portal: 'SMP' | 'KZ';
  verified: boolean;
  first_name: string;
  last_name: string;
  login: string | null;
  email: string | null;
  phone: string | null;
  party_type: 'PERSON' | 'BUSINESS';
  identification: string | null;
  business_name: string | null;
}

export interface RepairShopTable {
  id: string;
  company_name: string;
  street: string;
  building_number: string | null;
  town: string;
  postal_code: string;
  phone: string | null;
  email: string | null;
  lat: number;
  lon: number;
  /** Any of GENERAL (sheet-metal), GLASS, HAIL. */
  services: string[];
  /** Any of REPLACEMENT_VEHICLE, CLIENT_PICKUP, TOWING. */
  options: string[];
}
