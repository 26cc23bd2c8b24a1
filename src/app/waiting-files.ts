/**
 * Files picked with no signal, kept on the phone until they are uploaded (D33's rule for
 * answers, applied to photos): in IndexedDB through idb-keyval, one entry per file under the
 * report's id, so a reload or a closed tab finds them and sends them when the signal returns.
 * Only the file as it would be sent (a photo already made smaller) is kept.
 */
import { createStore, del, entries, set } from 'idb-keyval';
import type { AttachmentType } from '../domain/attachments.ts';
import type { ScreenFiles, WaitingFile } from '../screens/screen-props.ts';

const store = createStore('motor-waiting-files', 'files');

const entryKey = (reportId: string, key: string) => `${reportId}/${key}`;

/** The waiting files of the report `reportId()` names (none while there is no report). */
export function waitingFiles(reportId: () => string | null): NonNullable<ScreenFiles['waiting']> {
  return {
    keep: async (key, file, type) => {
      const id = reportId();
      if (id) await set(entryKey(id, key), { key, file, type }, store);
    },
    list: async () => {
      const id = reportId();
      if (!id) return [];
      const all = await entries<string, { key: string; file: File; type: AttachmentType }>(store);
      return all.filter(([name]) => name.startsWith(`${id}/`)).map(([, value]): WaitingFile => value);
    },
    drop: async (key) => {
      const id = reportId();
      if (id) await del(entryKey(id, key), store);
    },
  };
}
