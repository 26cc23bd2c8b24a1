import { describe, expect, it } from 'vitest';
import { apiJourney } from '../bench/support/api.ts';
import { journeyStepTimes } from '../bench/support/journey.ts';
import { e2eServerAndBrowser } from './support/server.ts';

// `npm run bench` drives the product with scripts of its own (tests/bench/support). They run
// nowhere else, so a screen that changes under them would break the bench unnoticed until its next
// run: here each journey runs once, against the real server and Chromium, and must reach its end.
// No timing is asserted (the bench's figures mean something only on a quiet machine).
describe("the bench's journeys still walk the product", () => {
  const e2e = e2eServerAndBrowser();

  it('the step-time journey (scope 1, CASCO, BA111AA, self repair) goes from /incident-scope to /confirm', async () => {
    const { steps, error } = await journeyStepTimes(e2e.browser, e2e.server.url);
    expect(error).toBeUndefined();
    expect(steps[0]?.from).toBe('/incident-scope');
    expect(steps.at(-1)?.to).toBe('/confirm');
  }, 180_000);

  it('the API journey (create, 12 updates, verifications, a photo, save) is accepted whole', async () => {
    // Every call of it must answer 2xx, or it throws with the call and the answer.
    await expect(apiJourney(e2e.server.url, false)).resolves.toEqual(expect.any(String));
  });
});
