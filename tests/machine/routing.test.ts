import { afterAll, describe, expect, it } from 'vitest';
import { describeGiven, type RoutingCase } from './routing/case.ts';
import { section1And2Cases } from './routing/section1-2.cases.ts';
import { section3Cases } from './routing/section3.cases.ts';
import { section4To6Cases } from './routing/section4-6.cases.ts';
import { routeOf, startAt, submit } from './support/harness.ts';

/**
 * SPEC §2's "goes to" sentences (and the routing DECISIONS) as tables: each row starts the real
 * machine on a screen in a stated context, submits the screen's values with the fake API's
 * answers, and expects the route the sentence names. The start is in start.test.ts.
 */

const tables = { ...section1And2Cases, ...section3Cases, ...section4To6Cases };
const total = Object.values(tables).reduce((sum, cases) => sum + cases.length, 0);

afterAll(() => {
  console.log(`routing cases (screens): ${total} in ${Object.keys(tables).length} tables`);
});

for (const [screen, cases] of Object.entries(tables)) {
  describe(screen, () => {
    it.each(cases.map((row) => [`${row.rule} [${describeGiven(row.given, row.answers)}] -> ${row.expect}`, row] as const))(
      '%s',
      async (_name, row: RoutingCase) => {
        const { actor } = startAt(row.from, row.given, row.answers);
        const snapshot = await submit(actor, row.submit);
        expect(snapshot.status).toBe('active');
        expect(routeOf(snapshot)).toBe(row.expect);
        actor.stop();
      },
    );
  });
}
