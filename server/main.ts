import { ConfigError, loadConfig } from './config.ts';
import { startServer } from './start.ts';

// `npm start`: checks the environment, then serves the API and the wizard until SIGINT/SIGTERM.
let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`Configuration error: ${error.message}`);
    process.exit(1);
  }
  throw error;
}

const server = await startServer(config);
const address = server.app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
console.log(
  `Motor claim wizard: http://localhost:${port}/motor/ (database: ${server.database.kind}${server.database.kind === 'pglite' ? ` in ${config.dataDir}/db` : ''})`,
);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    server.app.log.info({ signal }, 'shutting down');
    server.close().then(
      () => process.exit(0),
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
