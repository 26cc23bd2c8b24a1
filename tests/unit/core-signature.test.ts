import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { requireCoreSignature, requireFreshEvent, signCoreEvent, signedCoreEventRequest } from '../../server/claims/core-signature.ts';
import { coreEventFromArgs, UsageError } from '../../scripts/core-event-args.ts';

/** docs/core-system.md's worked example, literally: the doc cannot go stale. */
const EXAMPLE = {
  secret: 'core-system-secret-example-0123456789abcdef',
  body: '{"eventId":"KS-2026-000123","type":"INSPECTION_PLANNED","occurredAt":"2026-12-02T08:15:00.000Z","sentAt":"2026-12-02T08:15:02.000Z","inspection":{"date":"2026-12-04","time":"10:00","place":"Hlavná 12, 010 01 Žilina"}}',
  signature: 'sha256=c97992bf85da50d6a03865379cb833bf1c620ab8275ab0754876ebe2d5718c3e',
};

describe('core-system event signatures (docs/core-system.md)', () => {
  it('the worked example of docs/core-system.md: its body, its length and its signature', () => {
    expect(signCoreEvent(EXAMPLE.secret, EXAMPLE.body)).toBe(EXAMPLE.signature);
    expect(Buffer.byteLength(EXAMPLE.body)).toBe(219);
    const event = JSON.parse(EXAMPLE.body);
    expect(signedCoreEventRequest(EXAMPLE.secret, '1000042', event)).toEqual({
      path: '/v1/core-system/claims/1000042/events',
      headers: { 'content-type': 'application/json', 'x-core-signature': EXAMPLE.signature },
      body: EXAMPLE.body,
    });
    const doc = readFileSync(new URL('../../docs/core-system.md', import.meta.url), 'utf8');
    for (const value of [EXAMPLE.secret, EXAMPLE.body, EXAMPLE.signature, '219 bytes']) expect(doc).toContain(value);
    expect(() => requireCoreSignature(EXAMPLE.secret, EXAMPLE.body, EXAMPLE.signature)).not.toThrow();
  });

  it('refuses a missing, malformed or other signature, and a body changed by one byte', () => {
    for (const header of [undefined, '', 'c97992bf85da50d6a03865379cb833bf1c620ab8275ab0754876ebe2d5718c3e', 'sha256=00', ['a', 'b']]) {
      expect(() => requireCoreSignature(EXAMPLE.secret, EXAMPLE.body, header)).toThrow(
        expect.objectContaining({ code: 'CORE_SIGNATURE_INVALID' }),
      );
    }
    expect(() => requireCoreSignature(EXAMPLE.secret, EXAMPLE.body.replace('10:00', '10:01'), EXAMPLE.signature)).toThrow();
    expect(() => requireCoreSignature(`${EXAMPLE.secret}x`, EXAMPLE.body, EXAMPLE.signature)).toThrow();
  });

  it('an event is fresh for 5 minutes either side of the server’s clock', () => {
    const now = new Date('2026-12-02T08:20:02.000Z');
    expect(() => requireFreshEvent('2026-12-02T08:15:02.000Z', now)).not.toThrow();
    expect(() => requireFreshEvent('2026-12-02T08:15:01.999Z', now)).toThrow(expect.objectContaining({ code: 'CORE_EVENT_STALE' }));
    expect(() => requireFreshEvent('2026-12-02T08:25:02.001Z', now)).toThrow(expect.objectContaining({ code: 'CORE_EVENT_STALE' }));
  });

  it('`npm run core:event` reads its events and their options from the command line', () => {
    const now = new Date('2026-12-02T08:00:00.000Z');
    expect(coreEventFromArgs(['1000042', 'inspection-planned', '--place', 'Žilina'], now).event).toMatchObject({
      type: 'INSPECTION_PLANNED',
      occurredAt: now.toISOString(),
      sentAt: now.toISOString(),
      inspection: { date: '2026-12-04', time: '10:00', place: 'Žilina' },
    });
    expect(coreEventFromArgs(['1', 'documents-requested', '--documents', 'POLICE_REPORT,REPAIR_DOC'], now).event.documentTypes).toEqual([
      'POLICE_REPORT',
      'REPAIR_DOC',
    ]);
    expect(coreEventFromArgs(['1', 'decided'], now).event.decision).toBe('ACCEPTED');
    expect(coreEventFromArgs(['1', 'paid', '--event-id', 'KS-1'], now).event).toMatchObject({ type: 'PAID', eventId: 'KS-1' });
    for (const args of [[], ['1'], ['1', 'lost'], ['1', 'paid', '--event-id']])
      expect(() => coreEventFromArgs(args, now)).toThrow(UsageError);
  });
});
