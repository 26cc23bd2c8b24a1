import { nowInSlovakia } from '../../src/domain/validation/today.ts';

/**
 * Today in Slovakia with a time a minute after now (D23: a time still to come). At 23:59 no later
 * minute is left today, so this waits for the next day's first minute.
 */
export async function laterTodayInSlovakia(): Promise<{ date: string; time: string }> {
  let now = nowInSlovakia();
  if (now.time === '23:59') {
    await new Promise((resolve) => setTimeout(resolve, 61_000));
    now = nowInSlovakia();
  }
  const [hour, minute] = now.time.split(':').map(Number) as [number, number];
  const next = hour * 60 + minute + 1;
  return { date: now.date, time: `${String(Math.floor(next / 60)).padStart(2, '0')}:${String(next % 60).padStart(2, '0')}` };
}
