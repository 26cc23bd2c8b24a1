import { describe, expect, it } from 'vitest';
import { claimReportMachine } from '../../machines/claimReport.machine.ts';
import { screensAfter } from '../../machines/next-screens.ts';
import { SCREEN_IDS } from '../../machines/screens.ts';

/** What the app fetches ahead on a screen: the screens its Continue can lead to, read from the machine. */
describe('screensAfter', () => {
  it('lists the targets of a screen\'s "goes to" rules, in SPEC\'s order, each once', () => {
    // SPEC §2 /incident-scope: scopes 3, 4, 34 to /permission-confirmation-SMP on SMP, otherwise
    // /reporter-details; scopes 1, 2, 12, 13, 14, 134 to /general-info.
    expect(screensAfter(claimReportMachine, 'incident-scope')).toEqual(['permission-confirmation-SMP', 'reporter-details', 'general-info']);
    // SPEC §2 /general-info: the policy type, the SMP confirmation, the reporter and the four alerts.
    expect(screensAfter(claimReportMachine, 'general-info')).toEqual([
      'policy-type',
      'permission-confirmation-SMP',
      'reporter-details',
      'alert-dont-have-license-plate',
      'alert-dont-have-casco',
      'alert-dont-have-liability',
      'alert-have-only-mini-casco',
    ]);
    // SPEC §2 /incident-resolve-type: self repair to /additional-bank, otherwise /car-repair-map.
    expect(screensAfter(claimReportMachine, 'incident-resolve-type').sort()).toEqual(['additional-bank', 'car-repair-map']);
  });

  it('names only screens, and every screen but the last ones leads somewhere', () => {
    for (const screen of SCREEN_IDS) {
      const after = screensAfter(claimReportMachine, screen);
      for (const next of after) expect(SCREEN_IDS, `${screen} -> ${next}`).toContain(next);
      if (!['summary', 'confirm', 'drafts'].includes(screen)) expect(after.length, screen).toBeGreaterThan(0);
    }
  });
});
