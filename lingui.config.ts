import type { LinguiConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// Slovak is the source, the default and the fallback (SPEC §9): a message without an English
// translation shows in Slovak, never as an id. Messages are written in Slovak in the code.
const config: LinguiConfig = {
  sourceLocale: 'sk',
  locales: ['sk', 'en'],
  fallbackLocales: { default: 'sk' },
  catalogs: [
    // What the browser shows (and the server too: the summary, the PDF and the forms' messages).
    { path: '<rootDir>/locales/{locale}/messages', include: ['src', 'machines'] },
    // What only the server says (API errors, e-mails): the browser never downloads it. The server
    // reads both catalogs (server/i18n.ts).
    { path: '<rootDir>/locales/{locale}/server', include: ['server'] },
  ],
  // No line numbers and no creation date: a catalog changes only when a message does.
  format: formatter({ lineNumbers: false, printLinguiId: false }),
};

export default config;
