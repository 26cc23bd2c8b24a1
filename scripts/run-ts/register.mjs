// `node --import ./scripts/run-ts/register.mjs file.ts` runs the project's TypeScript sources with
// Lingui's macros compiled (./lingui-macro-hooks.mjs), then through tsx. The macro hooks are
// registered first, so tsx runs before them and receives the compiled source from them: with
// asynchronous hooks (Node 20) the last registered runs first, and tsx's synchronous hooks (Node
// 22.15+) always run before asynchronous ones.
import { register } from 'node:module';

register('./lingui-macro-hooks.mjs', import.meta.url);
const { register: registerTsx } = await import('tsx/esm/api');
registerTsx();
