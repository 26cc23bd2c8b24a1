/**
 * Upload rules shared by the browser (file picker, type selector, pre-checks) and the server
 * (which re-checks everything by content). SPEC §3 "Attachment types", §5 and §9.
 * Pure: no imports, so src/, machines/ and server/ can all use it.
 */

/** The attachment types as the API sends them (SPEC §3: upper-case with underscores). */
export const ATTACHMENT_TYPES = [
  'PHOTO_DOC',
  'ACCIDENT_REPORT',
  'REPAIR_DOC',
  'SERVICE_DOC',
  'PAYMENT_RECEIPT',
  'BANK_APPROVAL',
  'FIRE_REPORT',
  'POLICE_REPORT',
  'EXPERT_TESTIMONY',
  'PURCHASE_DOC',
] as const;

export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];

/** The camelCase names SPEC §3 uses (and the catalogs use as message keys), mapped to API values. */
export const ATTACHMENT_TYPE_BY_KEY = {
  photoDoc: 'PHOTO_DOC',
  accidentReport: 'ACCIDENT_REPORT',
  repairDoc: 'REPAIR_DOC',
  serviceDoc: 'SERVICE_DOC',
  paymentReceipt: 'PAYMENT_RECEIPT',
  bankApproval: 'BANK_APPROVAL',
  fireReport: 'FIRE_REPORT',
  policeReport: 'POLICE_REPORT',
  expertTestimony: 'EXPERT_TESTIMONY',
  purchaseDoc: 'PURCHASE_DOC',
} as const satisfies Record<string, AttachmentType>;

export type AttachmentTypeKey = keyof typeof ATTACHMENT_TYPE_BY_KEY;

const KEY_BY_ATTACHMENT_TYPE = Object.fromEntries(Object.entries(ATTACHMENT_TYPE_BY_KEY).map(([key, type]) => [type, key])) as Record<
  AttachmentType,
  AttachmentTypeKey
>;

export function isAttachmentType(value: unknown): value is AttachmentType {
  return typeof value === 'string' && (ATTACHMENT_TYPES as readonly string[]).includes(value);
}

export function attachmentTypeToApi(key: AttachmentTypeKey): AttachmentType {
  return ATTACHMENT_TYPE_BY_KEY[key];
}

export function attachmentTypeFromApi(type: AttachmentType): AttachmentTypeKey {
  return KEY_BY_ATTACHMENT_TYPE[type];
}

/** SPEC §9: upload maximum 15 MB (binary megabytes, the stricter reading for "MB"). */
export const MAX_ATTACHMENT_BYTES = 15 * 1024 * 1024;

/**
 * SPEC is silent on how many files one report may carry. 30 covers a thorough report (photos of
 * every side of two vehicles plus the documents of SPEC §3); with MAX_ATTACHMENT_BYTES_PER_REPORT
 * it keeps an anonymous report id from being used as file storage (900 MB a minute).
 * Attachments removed from the report (an update without them) no longer count.
 */
export const MAX_ATTACHMENTS_PER_REPORT = 30;

/** All attachments of one report together: 150 MB (binary megabytes, as MAX_ATTACHMENT_BYTES). */
export const MAX_ATTACHMENT_BYTES_PER_REPORT = 150 * 1024 * 1024;

export type FileKindId = 'jpeg' | 'png' | 'heif' | 'mp4' | 'doc' | 'docx' | 'pdf' | 'zip' | 'rar';

export interface FileKind {
  id: FileKindId;
  /** File-name extensions of this kind, lower case, without the dot. */
  extensions: readonly string[];
  /** MIME types of this kind; the first is the one the server serves the file with. */
  mimeTypes: readonly string[];
}

/** SPEC §5: jpg, jpeg, png, heic, heif, mp4, doc, docx, pdf, zip, rar. */
export const ACCEPTED_FILE_KINDS: readonly FileKind[] = [
  { id: 'jpeg', extensions: ['jpg', 'jpeg'], mimeTypes: ['image/jpeg'] },
  { id: 'png', extensions: ['png'], mimeTypes: ['image/png'] },
  { id: 'heif', extensions: ['heic', 'heif'], mimeTypes: ['image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence'] },
  { id: 'mp4', extensions: ['mp4'], mimeTypes: ['video/mp4', 'video/x-m4v'] },
  { id: 'doc', extensions: ['doc'], mimeTypes: ['application/msword'] },
  {
    id: 'docx',
    extensions: ['docx'],
    mimeTypes: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  },
  { id: 'pdf', extensions: ['pdf'], mimeTypes: ['application/pdf'] },
  { id: 'zip', extensions: ['zip'], mimeTypes: ['application/zip', 'application/x-zip-compressed'] },
  { id: 'rar', extensions: ['rar'], mimeTypes: ['application/vnd.rar', 'application/x-rar-compressed'] },
];

export const ACCEPTED_EXTENSIONS: readonly string[] = ACCEPTED_FILE_KINDS.flatMap((kind) => kind.extensions);

/**
 * Value for `<input type="file" accept>`: extensions and MIME types, because some mobile browsers
 * only honour one or the other (and HEIC from iOS often arrives with an empty MIME type).
 */
export const ACCEPT_ATTRIBUTE = [
  ...ACCEPTED_EXTENSIONS.map((extension) => `.${extension}`),
  ...ACCEPTED_FILE_KINDS.flatMap((kind) => kind.mimeTypes),
].join(',');

/**
 * The extension of a file name, lower case, or '' when it has none. A last part made only of digits
 * is not an extension: "Doklad 12.5.2024" is a name without one, not a file of type "2024".
 */
export function extensionOf(fileName: string): string {
  const base = fileName.split(/[/\\]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  // ".pdf" counts as a PDF name with its stem missing, not as a hidden file without a type.
  if (dot < 0 || dot === base.length - 1) return '';
  const extension = base.slice(dot + 1).toLowerCase();
  return /^[a-z0-9]{1,10}$/.test(extension) && /[a-z]/.test(extension) ? extension : '';
}

export function fileKindOfExtension(extension: string): FileKind | undefined {
  const wanted = extension.toLowerCase().replace(/^\./, '');
  return ACCEPTED_FILE_KINDS.find((kind) => kind.extensions.includes(wanted));
}

/** Browser pre-check by name (the server decides by content): accepted extension or none at all. */
export function isAcceptedFileName(fileName: string): boolean {
  const extension = extensionOf(fileName);
  return extension === '' || fileKindOfExtension(extension) !== undefined;
}

const ACCEPTED_MIME_TYPES: readonly string[] = ACCEPTED_FILE_KINDS.flatMap((kind) => kind.mimeTypes);

/** Why the browser refuses a file before uploading it: its type, its size, or it is empty. */
export type FileRefusal = 'type' | 'size' | 'empty';

/**
 * The browser's pre-check of a picked file (SPEC §5: accepted types, 15 MB), so nothing is sent
 * that the server would refuse anyway; the server checks again, by content. A name without an
 * extension is judged by the MIME type the browser gives, when it gives one.
 */
export function fileRefusal(file: { name: string; size: number; type?: string }): FileRefusal | null {
  const extension = extensionOf(file.name);
  if (extension !== '' && !fileKindOfExtension(extension)) return 'type';
  const mimeType = (file.type ?? '').toLowerCase();
  if (extension === '' && mimeType !== '' && !ACCEPTED_MIME_TYPES.includes(mimeType)) return 'type';
  if (file.size > MAX_ATTACHMENT_BYTES) return 'size';
  if (file.size === 0) return 'empty';
  return null;
}

/** How the list draws a file without a thumbnail, by what it is. */
export type FileLook = 'image' | 'video' | 'pdf' | 'document';

/** What a file is, by its name, else by its MIME type (a phone's camera names nothing). */
export function fileLook(file: { name: string; type?: string }): FileLook {
  const kind = fileKindOfExtension(extensionOf(file.name))?.id;
  const mimeType = (file.type ?? '').toLowerCase();
  if (kind === 'jpeg' || kind === 'png' || kind === 'heif' || (!kind && mimeType.startsWith('image/'))) return 'image';
  if (kind === 'mp4' || (!kind && mimeType.startsWith('video/'))) return 'video';
  if (kind === 'pdf' || (!kind && mimeType === 'application/pdf')) return 'pdf';
  return 'document';
}

/**
 * The type a picked file starts with (pick first, then type; each row's type can be
 * changed): photos and videos are photo documentation; a document is the first document the
 * screen's boxes ask for (the police report after a theft), else photo documentation, the API's
 * default, which the row's select shows for the reporter to change.
 */
export function defaultAttachmentType(file: { name: string; type?: string }, askedFor: readonly AttachmentType[]): AttachmentType {
  const look = fileLook(file);
  if (look === 'image' || look === 'video') return 'PHOTO_DOC';
  return askedFor.find((type) => type !== 'PHOTO_DOC') ?? 'PHOTO_DOC';
}
