/**
 * The bytes of a resumable upload while it is on its way (migration 004): pieces of at most
 * PIECE_BYTES in `upload_chunk`, written as they arrive (the last part piece of a cut request too),
 * so a connection cut in the middle of a request keeps what came through, and whichever instance
 * gets the next request sees it.
 */
import { Readable } from 'node:stream';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** 1 MiB: a 15 MB file is 15 rows, each written in a transaction of its own. */
export const PIECE_BYTES = 1024 * 1024;

/**
 * Appends `data` at `offset` when the upload has received exactly `offset` bytes: the
 * compare-and-set on `received` keeps two requests of one upload (a retry while the old connection
 * is still draining on the server) from both writing the same range. False when another request
 * got there first; nothing is written then.
 */
export async function appendPiece(db: Kysely<Database>, uploadId: string, offset: number, data: Buffer): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('upload')
      .set({ received: offset + data.length, updated_at: sql<Date>`now()` })
      .where('id', '=', uploadId)
      .where('received', '=', offset)
      .where('attachment_id', 'is', null)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return false;
    await trx.insertInto('upload_chunk').values({ upload_id: uploadId, start_offset: offset, data }).execute();
    return true;
  });
}

const asBuffer = (data: Uint8Array) => (Buffer.isBuffer(data) ? data : Buffer.from(data.buffer, data.byteOffset, data.byteLength));

/** The received bytes in order, read a few pieces at a time (never the whole file in memory). */
export function readPieces(db: Kysely<Database>, uploadId: string): Readable {
  async function* pieces() {
    let next = 0;
    for (;;) {
      const rows = await db
        .selectFrom('upload_chunk')
        .select(['start_offset', 'data'])
        .where('upload_id', '=', uploadId)
        .where('start_offset', '>=', next)
        .orderBy('start_offset')
        .limit(2)
        .execute();
      if (rows.length === 0) return;
      for (const row of rows) {
        const data = asBuffer(row.data);
        next = row.start_offset + data.length;
        yield data;
      }
    }
  }
  return Readable.from(pieces(), { objectMode: false });
}

/**
 * How far reading the body may run ahead of the database: the socket is read at the network's
 * speed, so that when the connection drops, what had arrived is in memory and gets stored (Node
 * discards what is still unread in a socket the client closed). At most this much per request.
 */
export const READ_AHEAD_BYTES = 8 * 1024 * 1024;

/**
 * Reads a request body into pieces of PIECE_BYTES and hands them to `store` one after another.
 * When the body breaks off (the connection was cut), every byte read so far is still stored,
 * the last part piece too, and the error is rethrown: the next request resumes after it. An error
 * of `store` stops the reading and is thrown.
 */
export async function storePieces(body: AsyncIterable<Buffer>, store: (piece: Buffer) => Promise<void>): Promise<void> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let queuedBytes = 0;
  let writing: Promise<void> = Promise.resolve();
  let failure: { error: unknown } | undefined;
  const queue = (piece: Buffer) => {
    queuedBytes += piece.length;
    writing = writing.then(async () => {
      if (failure) return;
      try {
        await store(piece);
      } catch (error) {
        failure = { error };
      } finally {
        queuedBytes -= piece.length;
      }
    });
  };
  const cut = () => {
    if (pendingBytes === 0) return;
    queue(Buffer.concat(pending, pendingBytes));
    pending = [];
    pendingBytes = 0;
  };
  try {
    for await (const chunk of body) {
      if (failure) break;
      let rest = chunk;
      while (rest.length > 0) {
        const take = Math.min(rest.length, PIECE_BYTES - pendingBytes);
        pending.push(rest.subarray(0, take));
        pendingBytes += take;
        rest = rest.subarray(take);
        if (pendingBytes === PIECE_BYTES) cut();
      }
      // Far enough ahead: wait for the database before reading on.
      if (queuedBytes >= READ_AHEAD_BYTES) await writing;
    }
  } catch (error) {
    cut();
    await writing;
    throw failure ? failure.error : error;
  }
  cut();
  await writing;
  if (failure) throw failure.error;
}
