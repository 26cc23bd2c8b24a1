import type { IncidentReport } from '../../../src/domain/report.ts';
import type { ScreenId } from '../../../machines/types.ts';
import type { Snapshot } from '../support/harness.ts';
import { loadedReport } from '../support/reports.ts';
import { isResting } from './digest.ts';
import { activeScreen } from './events.ts';

/**
 * Reports to resume (D1), taken from the journeys the model walked: each is the document of a
 * state resting on a screen, with that screen as `lastRoute`. A few are chosen whose journeys
 * together pass every screen before their last, so a replay goes through all of them.
 */
export function resumeFixtures(states: Snapshot[]): IncidentReport[] {
  const candidates = states.filter(
    (snapshot) =>
      snapshot.matches('wizard') && isResting(snapshot) && snapshot.context.saved === null && isJourneyStep(activeScreen(snapshot)),
  );
  const passed = (snapshot: Snapshot) => snapshot.context.trail.slice(0, snapshot.context.trailPosition);
  const unseen = new Set<ScreenId>(candidates.flatMap(passed));
  const gain = (snapshot: Snapshot) => new Set(passed(snapshot).filter((screen) => unseen.has(screen))).size;
  const chosen: Snapshot[] = [];
  while (unseen.size && candidates.length) {
    const best = candidates.reduce((a, b) => (gain(b) > gain(a) ? b : a));
    if (gain(best) === 0) break;
    chosen.push(best);
    for (const screen of passed(best)) unseen.delete(screen);
  }
  return chosen.map((snapshot, index) => ({
    ...loadedReport({
      lastRoute: `/${activeScreen(snapshot)}`,
      context: snapshot.context.context,
      id: `R${String(index).padStart(23, '0')}`,
    }),
    parties: snapshot.context.report.parties,
    incident: snapshot.context.report.incident,
  }));
}

const isJourneyStep = (screen: ScreenId | null) => screen !== null && screen !== 'confirm' && screen !== 'drafts';
