import { createApiClient } from '../api/client.ts';

/** The browser app's one API client: the machine's actors, the screens' look-ups and the shell share it. */
export const api = createApiClient();
