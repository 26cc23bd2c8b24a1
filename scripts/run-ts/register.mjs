// `node --import ./scripts/run-ts/register.mjs file.ts` runs the project's TypeScript sources with
// Lingui's macros compiled (./lingui-macro-hooks.mjs), then through tsx. The macro hooks are
// registered first; tsx's synchronous hooks always run before asynchronous ones, so tsx's `load`
// receives the compiled source from them.
import { register } from 'node:module';

register('./lingui-macro-hooks.mjs', import.meta.url);
const { register: registerTsx } = await import('tsx/esm/api');
registerTsx();
