import { describe, expect, it } from 'vitest';
import { createJourneyReplay, type JourneyLookups } from '../../machines/journey-path.ts';
import type { ScreenId } from '../../machines/screens.ts';
import { loadCatalogs } from '../../server/i18n.ts';
import type { IncidentReport } from '../../src/domain/report.ts';
import { summarySections } from '../../src/steps/summary.ts';
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

describe('what /summary, /confirm and the PDF restate: the steps on the journey', () => {
  const rowIds = async (report: IncidentReport, path?: readonly ScreenId[]) =>
    summarySections(report, (await loadCatalogs()).sk, path).flatMap((section) => section.rows.map((row) => row.id));

  it('restates each screen on the path, and nothing of a screen the answers no longer lead to', async () => {
    // A windshield zone answered while the reason was glass; the reason is now a parked car's damage.
    const answers = {
      ...SCOPE1_CASCO_ANSWERS,
      incident: {
        ...SCOPE1_CASCO_ANSWERS.incident,
        myVehicle: { ...SCOPE1_CASCO_ANSWERS.incident!.myVehicle, windshieldDamageLocation: 'driverDamage' as const },
      },
    };
    const report = loadedReport({ answers });
    const path = createJourneyReplay(lookups())(report);
    expect(path.screens).not.toContain('windshield-damage-location');
    const shown = await rowIds(report, path.screens);
    expect(shown).toEqual(
      expect.arrayContaining(['policy.licensePlate', 'circumstances.reason', 'circumstances.responsibleParty', 'resolution.type']),
    );
    expect(shown).not.toContain('damage.windshieldLocation');
    // A journey through every screen would restate it.
    expect(await rowIds(report)).toContain('damage.windshieldLocation');
  });
});
