/**
 * `npm run inspect`: the API server (embedded database) plus Vite's dev server with the machine
 * wired to the Stately inspector (@statelyai/inspect). Open the printed URL: the inspector opens
 * in a second window and shows the live statechart, its context and every event.
 */
import { createServer } from 'vite';
import { loadConfig } from '../server/config.ts';
import { startServer } from '../server/start.ts';

const api = await startServer(loadConfig({ ...process.env, PORT: process.env.PORT ?? '3000' }));
const vite = await createServer({
  configFile: 'vite.config.ts',
  define: { 'import.meta.env.VITE_INSPECT': JSON.stringify('true') },
  server: { port: 5173, proxy: { '/v1': `http://127.0.0.1:${loadConfig().port}` } },
});
await vite.listen();
console.log('Open http://localhost:5173/motor/ — the Stately inspector opens in a new window (allow pop-ups).');

const stop = async () => {
  await vite.close();
  await api.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
