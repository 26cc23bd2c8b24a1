import { describe, expect, it } from 'vitest';
import { PRODUCTS, REPORT_ID } from './support/fakes.ts';
import { boot, routeOf, settle, startAt, submit } from './support/harness.ts';
import { WITH_PLATE, WITHOUT_PLATE } from './routing/case.ts';

/**
 * "the own plate verified once per Continue": /general-info's update verifies my plate
 * (or without a plate the policy number) on the server, and its answer alone decides the route;
 * the browser makes no verify call of its own before it (verified flags are the server's, DESIGN §6).
 */

const actorsCalled = (calls: Array<{ actor: string }>) => calls.map((call) => call.actor);

describe('/general-info verifies my plate once per Continue, by its update', () => {
  it("one Continue is one call, the update, and the update's flag decides even against the browser's copy", async () => {
    // The browser's copy says verified (an earlier answer); the update now says it is not covered.
    const { actor, calls } = startAt(
      'general-info',
      { scope: 'scope2', products: 'liabilityOnly' },
      {
        plateVerified: false,
        products: PRODUCTS.none,
      },
    );
    const snapshot = await submit(actor, WITH_PLATE);
    expect(actorsCalled(calls)).toEqual(['updateReport']);
    expect(calls[0]!.input).toMatchObject({ id: REPORT_ID, body: { incident: { myVehicle: { licensePlate: 'BA111AA' } } } });
    expect(routeOf(snapshot)).toBe('/alert-dont-have-liability');
    expect(snapshot.context.report.incident.myVehicle?.licensePlateIsVerified).toBe(false);
  });

  it('a plate the update verifies goes on, with the flag and products of its answer', async () => {
    const { actor, calls } = startAt('general-info', { scope: 'scope2', products: 'none' }, { products: PRODUCTS.liabilityOnly });
    const snapshot = await submit(actor, WITH_PLATE);
    expect(actorsCalled(calls)).toEqual(['updateReport']);
    expect(routeOf(snapshot)).toBe('/reporter-details');
    expect(snapshot.context.report.incident.myVehicle?.licensePlateIsVerified).toBe(true);
    expect(snapshot.context.report.incident.availableProducts).toEqual(PRODUCTS.liabilityOnly);
  });

  it('a policy number without a plate is verified by the update too, not by a call before it', async () => {
    const { actor, calls } = startAt('general-info', { scope: 'scope1', plate: false }, { products: PRODUCTS.none });
    const snapshot = await submit(actor, { incident: { ...WITHOUT_PLATE.incident, policyId: '5010000099' } });
    expect(actorsCalled(calls)).toEqual(['updateReport']);
    expect(routeOf(snapshot)).toBe('/alert-dont-have-license-plate');
  });

  it('the first Continue of ?scope=2 creates the report and updates it, nothing else', async () => {
    const { actor, calls } = boot('?scope=2', { products: PRODUCTS.liabilityOnly });
    await settle(actor);
    expect(routeOf(actor.getSnapshot())).toBe('/general-info');
    const snapshot = await submit(actor, WITH_PLATE);
    expect(actorsCalled(calls)).toEqual(['createReport', 'updateReport']);
    expect(routeOf(snapshot)).toBe('/reporter-details');
  });

  it('a failed update keeps the reporter on /general-info with everything typed', async () => {
    const { actor, calls } = startAt('general-info', { scope: 'scope1' }, { update: new Error('offline') });
    const snapshot = await submit(actor, WITH_PLATE);
    expect(actorsCalled(calls)).toEqual(['updateReport']);
    expect(routeOf(snapshot)).toBe('/general-info');
    expect(snapshot.context.error?.kind).toBe('persist');
    expect(snapshot.context.report.incident.myVehicle?.licensePlate).toBe('BA111AA');
  });
});
