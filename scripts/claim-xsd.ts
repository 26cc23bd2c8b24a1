/**
 * `npm run generate:xsd`: writes server/reports/claim-notification.xsd, the XML Schema of the claim
 * message, from openapi.yaml (server/reports/claim-xsd.ts). tests/api/claim-contract.test.ts fails
 * when the file is older than openapi.yaml or the generator.
 */
import { writeFile } from 'node:fs/promises';
import { CLAIM_XSD_PATH, claimNotificationXsd } from '../server/reports/claim-xsd.ts';
import { loadOpenApi } from '../server/http/openapi.ts';

const schemas = (loadOpenApi() as { components: { schemas: Parameters<typeof claimNotificationXsd>[0] } }).components.schemas;
await writeFile(CLAIM_XSD_PATH, claimNotificationXsd(schemas));
console.log(`Wrote ${CLAIM_XSD_PATH}.`);
