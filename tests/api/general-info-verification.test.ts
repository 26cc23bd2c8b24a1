import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../support/api.ts';
import { databaseModes } from '../support/databases.ts';
import { INCIDENT_DATE } from '../support/journey-data.ts';
import { machineOnServer } from '../support/machine-on-server.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

/**
 * "the own plate verified once per Continue": the browser's statechart, with its real API
 * calls, against the real server. A Continue on /general-info is one request, the update; the
 * server verifies the plate in it and its answer alone decides where the reporter goes.
 */
describe.each(databaseModes)('/general-info: one verification per Continue (%s)', (mode) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(mode);
  });
  afterAll(() => server?.close());

  async function continueOnGeneralInfo(licensePlate: string) {
    const wizard = machineOnServer(server.app, '?scope=2');
    await wizard.settled();
    expect(wizard.route()).toBe('/general-info');
    // What the Continue asks of the server, not the visit's look-ups before it.
    wizard.requests.length = 0;
    wizard.actor.send({
      type: 'SUBMIT',
      patch: { incident: { date: INCIDENT_DATE, myVehicle: { hasLicensePlate: true, licensePlate } } },
    });
    await wizard.settled();
    return wizard;
  }

  it('a covered plate: create and one update, no verify call; the stored flag is the server’s', async () => {
    const wizard = await continueOnGeneralInfo('ba 111 aa');
    const id = wizard.actor.getSnapshot().context.reportId!;
    expect(wizard.requests).toEqual(['POST /v1/incident-report/create', `PATCH /v1/incident-report/${id}/update`]);
    expect(wizard.route()).toBe('/reporter-details');
    const verifiedPlate = { licensePlate: 'BA111AA', licensePlateIsVerified: true };
    expect((await apiClient(server.app).load(id)).incident.myVehicle).toMatchObject(verifiedPlate);
    expect(wizard.actor.getSnapshot().context.report.incident.myVehicle).toMatchObject(verifiedPlate);
  });

  it('a plate without liability cover (ZA444DD): the update’s answer sends the reporter to the alert', async () => {
    const wizard = await continueOnGeneralInfo('ZA444DD');
    expect(wizard.requests.filter((request) => request.includes('/lookup/'))).toEqual([]);
    expect(wizard.requests.filter((request) => request.startsWith('PATCH'))).toHaveLength(1);
    expect(wizard.route()).toBe('/alert-dont-have-liability');
  });

  it('the update ignores a verified flag the client sends and answers its own', async () => {
    const api = apiClient(server.app);
    const id = await api.create();
    const answer = await api.update(id, {
      incident: {
        scopesOfDamage: [{ objectId: 2 }],
        date: INCIDENT_DATE,
        myVehicle: { hasLicensePlate: true, licensePlate: 'XX999XX', licensePlateIsVerified: true },
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.verification.myVehicleLicensePlate).toBe(false);
    expect((await api.load(id)).incident.myVehicle?.licensePlateIsVerified).toBe(false);
  });
});
