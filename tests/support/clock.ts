/**
 * A moment for the tests of "a time still to come today" (D23), given to the code under test as
 * its clock: 10:00 in Bratislava on 15 June 2026 (summer time, UTC+2). A minute later is still
 * the same day, whatever time the test runs at.
 */
export const FIXED_NOW = new Date('2026-06-15T08:00:00Z');

/** A minute after FIXED_NOW on Slovakia's calendar and clock. */
export const A_MINUTE_LATER = { date: '2026-06-15', time: '10:01' };
