import { sql, type Kysely } from 'kysely';

/**
 * Resumable uploads (server/routes/resumable-uploads.ts). A phone on mobile data
 * loses its connection in the middle of a 15 MB video; the upload goes on from the last byte the
 * server has. The bytes received so far live in the database, not in one process's memory or one
 * instance's disk, so the next request may reach any instance behind the load balancer.
 *
 * - `upload`: one per file being sent; `received` grows with each stored piece (a compare-and-set
 *   keeps two requests of the same upload from both writing the same range). `attachment_id` is
 *   set once the whole file passed the store's checks; the row then goes with its attachment.
 * - `upload_chunk`: the received bytes, in pieces of at most 1 MiB, keyed by their offset;
 *   deleted as soon as the file is assembled and handed to the attachment store.
 * Both go with their report; an upload left unfinished is swept by the retention job.
 */
const statements = [
  `CREATE TABLE upload (
     id             text PRIMARY KEY,
     report_id      text NOT NULL REFERENCES incident_report (id) ON DELETE CASCADE,
     type           text NOT NULL,
     client_name    text NOT NULL,
     length         integer NOT NULL,
     received       integer NOT NULL DEFAULT 0,
     attachment_id  text REFERENCES attachment (id) ON DELETE CASCADE,
     created_at     timestamptz NOT NULL DEFAULT now(),
     updated_at     timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE INDEX upload_report_idx ON upload (report_id)`,
  `CREATE INDEX upload_unfinished_idx ON upload (updated_at) WHERE attachment_id IS NULL`,
  `CREATE TABLE upload_chunk (
     upload_id     text NOT NULL REFERENCES upload (id) ON DELETE CASCADE,
     start_offset  integer NOT NULL,
     data          bytea NOT NULL,
     PRIMARY KEY (upload_id, start_offset)
   )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
