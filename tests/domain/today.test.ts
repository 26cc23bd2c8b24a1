import { describe, expect, it } from 'vitest';
import { todayInSlovakia } from '../../src/domain/validation/today.ts';

// A file of its own, so that the mutation run (vitest.mutation.config.ts), which mutates nothing of
// today.ts, can leave out this walk through 41 years of hours.
describe('today in Slovakia, the day every date rule compares with', () => {
  it("today is the insurer's day in Slovakia", () => {
    expect(todayInSlovakia(new Date('2026-05-09T22:30:00Z'))).toBe('2026-05-10');
    expect(todayInSlovakia(new Date('2026-01-01T22:59:59Z'))).toBe('2026-01-01');
    expect(todayInSlovakia(new Date('2026-01-01T23:00:00Z'))).toBe('2026-01-02');
    // Around the clock changes of 2026 (29 March and 25 October, 01:00 UTC).
    expect(todayInSlovakia(new Date('2026-03-28T22:59:59Z'))).toBe('2026-03-28');
    expect(todayInSlovakia(new Date('2026-03-28T23:00:00Z'))).toBe('2026-03-29');
    expect(todayInSlovakia(new Date('2026-10-24T21:59:59Z'))).toBe('2026-10-24');
    expect(todayInSlovakia(new Date('2026-10-24T22:00:00Z'))).toBe('2026-10-25');
    expect(todayInSlovakia(new Date('2026-10-25T22:59:59Z'))).toBe('2026-10-25');
    expect(todayInSlovakia(new Date('2026-10-25T23:00:00Z'))).toBe('2026-10-26');
  });

  it('today follows the time-zone database for Europe/Bratislava, every hour from 2000 to 2040', () => {
    const bratislava = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Bratislava',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    const differing: string[] = [];
    // Each whole hour, and the last second before it (where a day can end).
    for (let time = Date.UTC(2000, 0, 1); time < Date.UTC(2041, 0, 1); time += 3_600_000) {
      for (const instant of [new Date(time), new Date(time - 1000)]) {
        if (todayInSlovakia(instant) !== bratislava.format(instant)) differing.push(instant.toISOString());
      }
    }
    expect(differing.slice(0, 5)).toEqual([]);
  });
});
