import { describe, expect, it } from 'vitest';
import { createInTurn } from '../../server/reports/in-turn.ts';

/** A task that records when it starts and ends only when the test says so. */
function task(name: string, log: string[]) {
  let finish!: (value: string) => void;
  let fail!: (error: Error) => void;
  const ended = new Promise<string>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  const run = () => {
    log.push(`${name} starts`);
    return ended.finally(() => log.push(`${name} ends`));
  };
  return { run, finish: () => finish(name), fail: (message: string) => fail(new Error(message)) };
}

const turn = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('updates of one draft in turn (server/reports/in-turn.ts)', () => {
  it('starts a task of a key only when the one before it has ended, in the order they came', async () => {
    const inTurn = createInTurn();
    const log: string[] = [];
    const [a, b, c] = ['a', 'b', 'c'].map((name) => task(name, log));
    const results = [inTurn('draft', a!.run), inTurn('draft', b!.run), inTurn('draft', c!.run)];
    await turn();
    expect(log).toEqual(['a starts']);
    a!.finish();
    await turn();
    expect(log).toEqual(['a starts', 'a ends', 'b starts']);
    b!.finish();
    await turn();
    c!.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c']);
    expect(log).toEqual(['a starts', 'a ends', 'b starts', 'b ends', 'c starts', 'c ends']);
  });

  it('runs tasks of different keys side by side', async () => {
    const inTurn = createInTurn();
    const log: string[] = [];
    const [a, b] = ['a', 'b'].map((name) => task(name, log));
    const results = [inTurn('one draft', a!.run), inTurn('another draft', b!.run)];
    await turn();
    expect(log).toEqual(['a starts', 'b starts']);
    b!.finish();
    a!.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b']);
  });

  it('gives a failure to its own caller only; the next task of the key still runs', async () => {
    const inTurn = createInTurn();
    const log: string[] = [];
    const [a, b] = ['a', 'b'].map((name) => task(name, log));
    const first = inTurn('draft', a!.run);
    const second = inTurn('draft', b!.run);
    a!.fail('the database went away');
    await expect(first).rejects.toThrow('the database went away');
    await turn();
    b!.finish();
    expect(await second).toBe('b');
    expect(log).toEqual(['a starts', 'a ends', 'b starts', 'b ends']);
  });
});
