import { describe, expect, it } from 'vitest';
import { formatIncidentWhen } from '../../src/domain/format.ts';
import { collectErrors } from '../../src/domain/validation/schema-helpers.ts';
import { generalInfoSchema } from '../../src/domain/validation/screen-schemas.ts';
import { parseTimeInput, validateIncidentTime } from '../../src/domain/validation/times.ts';
import { nowInSlovakia } from '../../src/domain/validation/today.ts';
import { idOf, TODAY, TOMORROW } from './support.ts';

describe('D23: the time of the incident', () => {
  it.each([
    ['14:30', '14:30'],
    ['9:05', '09:05'],
    ['14.30', '14:30'],
    ['1430', '14:30'],
    ['14: 30', '14:30'],
    ['14. 30', '14:30'],
    ['930', '09:30'],
    [' 00:00 ', '00:00'],
    ['23:59', '23:59'],
    ['24:00', null],
    ['12:60', null],
    ['12', null],
    ['12:3', null],
    ['114:30', null],
    ['x14:30', null],
    ['14:300', null],
    ['14:30h', null],
    ['14:x30', null],
    ['noon', null],
    ['', null],
  ])('reads %j as %j', (typed, time) => {
    expect(parseTimeInput(typed)).toBe(time);
  });

  it('is optional; a text that is no time is "enter the time as HH:MM"', () => {
    const options = { date: '2026-05-09', today: TODAY, now: '12:00' };
    expect(validateIncidentTime('', options)).toBeUndefined();
    expect(validateIncidentTime(null, options)).toBeUndefined();
    expect(idOf(validateIncidentTime('25:00', options))).toBe('validation.timeFormat');
  });

  it('on today, a time after now is in the future; now itself and any time on an earlier day are not', () => {
    const today = { date: TODAY, today: TODAY, now: '12:00' };
    expect(idOf(validateIncidentTime('12:01', today))).toBe('validation.timeInPast');
    expect(validateIncidentTime('12:00', today)).toBeUndefined();
    // The date as typed on the screen counts as well as the API's.
    expect(idOf(validateIncidentTime('23:59', { ...today, date: '10.5.2026' }))).toBe('validation.timeInPast');
    expect(validateIncidentTime('23:59', { ...today, date: '2026-05-09' })).toBeUndefined();
  });

  it('a time is "still to come" only today: a future date has its own error, and without a clock nothing is compared', () => {
    expect(validateIncidentTime('23:59', { date: TOMORROW, today: TODAY, now: '12:00' })).toBeUndefined();
    expect(validateIncidentTime('23:59', { date: '11.5.2026', today: TODAY, now: '12:00' })).toBeUndefined();
    expect(validateIncidentTime('23:59', { date: TODAY, today: TODAY })).toBeUndefined();
    expect(validateIncidentTime('00:00', { date: TODAY, today: TODAY, now: '00:00' })).toBeUndefined();
    expect(idOf(validateIncidentTime('00:01', { date: TODAY, today: TODAY, now: '00:00' }))).toBe('validation.timeInPast');
  });

  it("the screens' schema checks the time against the clock it is given, when it checks", async () => {
    let clock = '08:00';
    const schema = generalInfoSchema({ today: TODAY, now: () => clock });
    const values = {
      incident: { myVehicle: { hasLicensePlate: true, licensePlate: 'BA111AA' }, policyId: '', date: '10.5.2026', time: '09:00' },
    };
    await expect(schema.validate(values)).rejects.toThrow();
    clock = '09:00';
    await expect(schema.validate(values)).resolves.toBeTruthy();
  });

  it("the screens' schema refuses tomorrow's date, and without a clock leaves today's time alone", async () => {
    const values = (date: string, time: string) => ({
      incident: { myVehicle: { hasLicensePlate: true, licensePlate: 'BA111AA' }, policyId: '', date, time },
    });
    const errorsOf = async (schema: ReturnType<typeof generalInfoSchema>, date: string, time: string) =>
      Object.entries(await collectErrors(schema, values(date, time))).map(([path, message]) => [path, message.id]);
    const withClock = generalInfoSchema({ today: TODAY, now: () => '08:00' });
    expect(await errorsOf(withClock, '11.5.2026', '')).toEqual([['incident.date', 'validation.dateInPast']]);
    expect(await errorsOf(withClock, '10.5.2026', '')).toEqual([]);
    const withoutClock = generalInfoSchema({ today: TODAY });
    expect(await errorsOf(withoutClock, '10.5.2026', '23:59')).toEqual([]);
    expect(await errorsOf(withoutClock, '10.5.2026', '25:00')).toEqual([['incident.time', 'validation.timeFormat']]);
  });

  it('"now" is the wall clock in Slovakia, in winter and in summer', () => {
    expect(nowInSlovakia(new Date('2026-01-15T13:30:00Z'))).toEqual({ date: '2026-01-15', time: '14:30' });
    expect(nowInSlovakia(new Date('2026-07-15T13:30:00Z'))).toEqual({ date: '2026-07-15', time: '15:30' });
    expect(nowInSlovakia(new Date('2026-07-15T22:15:00Z'))).toEqual({ date: '2026-07-16', time: '00:15' });
  });

  it('is shown after the date, "13. 5. 2026 14:30", or the date alone', () => {
    expect(formatIncidentWhen({ date: '2026-05-13', time: '14:30' }, 'sk')).toBe('13. 5. 2026 14:30');
    expect(formatIncidentWhen({ date: '2026-05-13', time: null }, 'sk')).toBe('13. 5. 2026');
    expect(formatIncidentWhen({ date: '2026-05-13' }, 'sk')).toBe('13. 5. 2026');
    expect(formatIncidentWhen({ date: null, time: '14:30' }, 'sk')).toBe('');
    expect(formatIncidentWhen({ date: '2026-05-13', time: '14:30' }, 'en')).toBe('13 May 2026 14:30');
  });
});
