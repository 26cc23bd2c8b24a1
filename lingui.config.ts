import type { LinguiConfig } from '@lingui/conf';

// Slovak is the source, the default and the fallback (SPEC §9): a message without an English
// translation shows in Slovak, never as an id. Messages are written in Slovak in the code.
const config: LinguiConfig = {
  sourceLocale: 'sk',
  locales: ['sk', 'en'],
  fallbackLocales: { default: 'sk' },
  catalogs: [{ path: '<rootDir>/locales/{locale}/messages', include: ['src', 'machines'] }],
  format: 'po',
};

export default config;
