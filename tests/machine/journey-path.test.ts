import { describe, expect, it } from 'vitest';
import { createJourneyReplay, type JourneyLookups } from '../../machines/journey-path.ts';
import { REASON_GROUPS } from './support/fakes.ts';
import { loadedReport, SCOPE1_CASCO_ANSWERS } from './support/reports.ts';

/**
 * The screens a stored report's journey visits, found by replaying the statechart itself (what the
 * server's save checks, server/reports/completeness.ts): the same guards and transitions as the
 * browser's Continue, never a list of its own.
 */

const lookups = (reasonGroups = REASON_GROUPS): JourneyLookups => ({
  scopesOfDamage: [],
  permissibleCombinations: [[1], [2], [1, 2], [1, 3], [1, 4], [1, 3, 4], [3], [4], [3, 4]],
  reasonGroups: () => reasonGroups,
});

const SCOPE1_CASCO_PATH = [
  'incident-scope',
  'general-info',
  'reporter-details',
  'incident-map',
  'incident-reason-group',
  'incident-reason',
  'incident-details',
  'incident-resolve-type',
  'additional-bank',
  'additional-attachments',
  'summary',
];

describe('the journey a stored report takes, replayed by the statechart', () => {
  it('scope 1 with CASCO: through the reason screens to /summary', async () => {
    const path = await createJourneyReplay(lookups())(loadedReport());
    expect(path.screens).toEqual(SCOPE1_CASCO_PATH);
    expect(path.reachedSummary).toBe(true);
    expect(path.context.report.incident.policyType).toBe('CASCO');
  });

  it('a reason screen skipped for its single option is still on the path (its answer is still needed)', async () => {
    // One group with one reason, the one stored: both screens choose it themselves and move on.
    const single = [{ ...REASON_GROUPS[0]!, reasons: REASON_GROUPS[0]!.reasons.filter((reason) => reason.id === '1_ACCIDENT_PARKED') }];
    const path = await createJourneyReplay(lookups(single))(loadedReport());
    expect(path.screens).toEqual(SCOPE1_CASCO_PATH);
  });

  it('the answers choose the screens: another party responsible adds /responsible-party-details', async () => {
    const answers = {
      ...SCOPE1_CASCO_ANSWERS,
      incident: { ...SCOPE1_CASCO_ANSWERS.incident, responsibleParty: 'otherVehicleOrPerson' as const },
    };
    const path = await createJourneyReplay(lookups())(loadedReport({ answers }));
    expect(path.screens.slice(6, 9)).toEqual(['incident-details', 'responsible-party-details', 'responsible-party-additional-details']);
    expect(path.reachedSummary).toBe(true);
  });

  it('answers that lead nowhere stop on the screen missing them', async () => {
    const path = await createJourneyReplay(lookups())(loadedReport({ answers: {} }));
    expect(path.screens).toEqual(['incident-scope']);
    expect(path.reachedSummary).toBe(false);
  });

  it('replays side by side keep to their own report', async () => {
    const replay = createJourneyReplay(lookups());
    const [scope1, empty] = await Promise.all([replay(loadedReport()), replay(loadedReport({ answers: {} }))]);
    expect(scope1.screens).toEqual(SCOPE1_CASCO_PATH);
    expect(empty.screens).toEqual(['incident-scope']);
  });
});
