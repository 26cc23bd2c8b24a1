import { randomBytes } from 'node:crypto';
import { loadConfig } from '../../server/config.ts';
import { startServer } from '../../server/start.ts';
import { startPartnerPage } from './partner-page.ts';

// `npm run demo:portal`: the wizard (as `npm start`, on the embedded defaults) with a demo
// partner page allowed to frame it, so both portals can be tried by hand.
const partnerPort = Number(process.env.DEMO_PORTAL_PORT ?? 3100);
const partnerOrigin = `http://localhost:${partnerPort}`;
const configured = process.env.PORTAL_ORIGINS ? process.env.PORTAL_ORIGINS.split(',') : [];
// The demo partner signs its links (D28, docs/portal-signing.md) with PORTAL_SECRETS, or, when
// that is unset, with secrets made up for this run.
const portalSecrets = process.env.PORTAL_SECRETS || `SMP:${randomBytes(24).toString('hex')},KZ:${randomBytes(24).toString('hex')}`;
const config = loadConfig({ ...process.env, PORTAL_ORIGINS: [...configured, partnerOrigin].join(','), PORTAL_SECRETS: portalSecrets });
const wizard = await startServer(config);
const wizardUrl = `http://localhost:${config.port}`;
const partner = await startPartnerPage({ wizardUrl, port: partnerPort, secrets: config.portalSecrets });

console.log(`Demo partner page: ${partner.origin}/ (frames ${wizardUrl}/motor/; PORTAL_ORIGINS=${config.portalOrigins.join(',')})`);
console.log(`  SMP: ${partner.origin}/?portal=SMP&code=SMP001&cislopz=4010000011&poistenie=pov&ecv=BA111AA&open=1`);
console.log(`  KZ:  ${partner.origin}/?portal=KZ&code=KZ001&open=1`);
console.log(`  unsigned (refused): ${partner.origin}/?portal=KZ&code=KZ001&sign=0&open=1`);
console.log(
  `The partner page signs its links with ${process.env.PORTAL_SECRETS ? 'PORTAL_SECRETS' : 'secrets made up for this run (PORTAL_SECRETS unset)'}.`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void Promise.all([partner.close(), wizard.close()]).then(() => process.exit(0));
  });
}
