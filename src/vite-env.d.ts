/// <reference types="vite/client" />

declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

declare module 'virtual:first-screen-messages/*' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

interface ImportMetaEnv {
  /** Set to "true" only for the end-to-end build: exposes the running machine to the test driver. */
  readonly VITE_EXPOSE_ACTOR?: string;
  /** Set to "true" by `npm run inspect`: the machine reports to the Stately inspector. */
  readonly VITE_INSPECT?: string;
  /** Where "quit" leaves to; the insurer's public site. */
  readonly VITE_PUBLIC_SITE_URL?: string;
}
