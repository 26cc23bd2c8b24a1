import type { EventObject } from 'xstate';
import { scopeOf } from '../../../machines/context.ts';
import { SCREEN_IDS, screenMeta, type ScreenId } from '../../../machines/screens.ts';
import { SPECIFIC_QUESTIONS } from '../../../src/steps/incident-details.ts';
import type { ClaimReportInput, ReportPatch } from '../../../machines/types.ts';
import { screenTitle } from '../../../src/screens/titles.ts';
import { isResting } from '../../machine/model/digest.ts';
import { activeScreen } from '../../machine/model/events.ts';
import { realign } from '../../machine/model/probe.ts';
import { createModel, machineUnderTest, type Path } from '../../machine/model/run.ts';
import { NOW, REPORT_ID } from '../../machine/support/fakes.ts';
import type { Snapshot } from '../../machine/support/harness.ts';
import { DEMO_CASES, DEMO_DATE } from '../../reference/demo-policies.ts';
import type { Page } from './browser.ts';
import { PHOTO } from './full-journey-others.ts';
import type { startE2eServer } from './server.ts';
import { apiClient } from '../../support/api.ts';
import { asNewClient, idle, screenShown } from './wizard.ts';
import { signedEntry } from '../../support/portal-entries.ts';

/**
 * The statechart's test model (tests/machine/model) driven into the real app. The model's
 * shortest paths (the ones the machine-level suite runs) are walked in Chromium: the reporter's
 * events (SUBMIT with the screen's answers, the attachment list, "send", the drafts' choices) go
 * to the running machine through the e2e build's seam (`window.__claimActor`), and every call's
 * outcome comes from the real server. Where a path's guard reads an answer of the server, the
 * path's answers are given data for which the real server answers the same (README "Demo data"):
 * a plate with the products the model's update answered, a responsible party's plate that
 * verifies or not as the model's verification did. The reason lists are the one exception: the
 * real server's list is trimmed to the groups and reasons of the model's answer (page.route), so
 * the "one group" and "one reason" branches can be walked.
 */

type Server = Awaited<ReturnType<typeof startE2eServer>>;

export interface ScreenPath {
  screen: ScreenId;
  /** Which entry the path starts from. */
  entry: 'WEB' | 'SMP' | 'drafts';
  path: Path;
}

const ENTRY_INPUT: Record<ScreenPath['entry'], ClaimReportInput> = {
  WEB: { search: '', drafts: [], now: NOW },
  SMP: { search: '?portal=SMP&code=SMP001', drafts: [], now: NOW },
  drafts: { search: '', drafts: [{ id: REPORT_ID, createdAt: '2026-05-09T08:00:00.000Z' }], now: NOW },
};

const restingScreen = (snapshot: Snapshot): ScreenId | null =>
  snapshot.status === 'active' && snapshot.matches('wizard') && isResting(snapshot) && snapshot.context.replayTo === null
    ? activeScreen(snapshot)
    : null;

const isActorOutcome = (event: EventObject) => event.type.startsWith('xstate.done.actor.') || event.type.startsWith('xstate.error.actor.');

/**
 * What a path costs to walk with the real server: an error outcome would have to be faked, a
 * reason list trimmed; the save must be one the server accepts (the model's other-damage choice
 * "none" for scope 2 leaves object 2 without an entry, which the completeness check refuses).
 */
function cost(path: Path): number {
  let cost = path.steps.length;
  for (const { event, state } of path.steps) {
    if (event.type.startsWith('xstate.error.actor.')) cost += 1000;
    if (event.type === 'xstate.done.actor.loadReasonGroups') cost += 10;
    if (event.type === 'xstate.done.actor.saveReport') {
      const output = (event as unknown as { output: { isCompleted: boolean; isDuplicate: boolean } }).output;
      if (!output.isCompleted || output.isDuplicate) cost += 1000;
      const incident = state.context.report.incident;
      const objects = (incident.scopesOfDamage ?? []).map((scope) => scope.objectId);
      if (objects.includes(2) && (incident.otherDamage ?? []).length === 0) cost += 1000;
    }
  }
  return cost;
}

/**
 * For each of the 31 screens, the cheapest of the model's shortest paths that rests on it: the
 * WEB journey's model, the SMP journey's for the SMP-only screens, the drafts entry's for /drafts.
 * Paths that are the start of another chosen path are dropped (that one checks them on the way),
 * as the machine-level suite does.
 */
export function modelPaths(): { perScreen: Map<ScreenId, ScreenPath>; walks: ScreenPath[] } {
  const perScreen = new Map<ScreenId, ScreenPath>();
  const consider = (entry: ScreenPath['entry'], stopWhen?: (snapshot: Snapshot) => boolean) => {
    const input = ENTRY_INPUT[entry];
    const model = createModel(input, { loadOutputs: [], navigation: false }, stopWhen);
    for (const raw of model.getShortestPaths({ allowDuplicatePaths: true }) as Path[]) {
      const screen = restingScreen(raw.state);
      if (!screen) continue;
      const known = perScreen.get(screen);
      if (known && cost(known.path) <= cost(raw)) continue;
      perScreen.set(screen, { screen, entry, path: realign(machineUnderTest, raw, input) });
    }
  };
  consider('WEB');
  // Only section 2 differs on SMP; the rest of its journey is the WEB one's.
  consider('SMP', (snapshot) => {
    const screen = restingScreen(snapshot);
    return screen !== null && screen !== 'incident-scope' && screenMeta(screen).section !== 2 && screenMeta(screen).section !== 1;
  });
  consider('drafts', (snapshot) => restingScreen(snapshot) === 'drafts' || snapshot.matches({ wizard: 'section1' } as never));
  const chosen = [...perScreen.values()];
  const key = (path: ScreenPath) => `${path.entry}:${path.path.steps.map((step) => JSON.stringify(step.event)).join('\n')}`;
  const walks = chosen.filter((candidate) => !chosen.some((other) => other !== candidate && key(other).startsWith(`${key(candidate)}\n`)));
  return { perScreen, walks: walks.sort((a, b) => SCREEN_IDS.indexOf(a.screen) - SCREEN_IDS.indexOf(b.screen)) };
}

/** What the page must show for a model state resting on a screen: route, heading and sidebar. */
export function expectedView(snapshot: Snapshot) {
  const screen = restingScreen(snapshot);
  if (!screen) return null;
  const meta = screenMeta(screen);
  const incident = snapshot.context.report.incident;
  const title = screenTitle(screen, {
    context: snapshot.context.context,
    scope: scopeOf(incident),
    forcePayoutToAggrieved: incident.forcePayoutToAggrieved,
    repairServiceChosen: !!incident.carRepairService,
  });
  return { screen, route: meta.route, title: title.message ?? title.id, section: meta.sidebar ? meta.section : null };
}

/** The page's view: route, h1 and the sidebar's current section (null without a sidebar). */
export async function shownView(page: Page) {
  return page.evaluate(() => {
    const current = document.querySelector('nav.sidebar [aria-current="step"] .timeline__number');
    return {
      route: location.pathname.replace(/^\/motor/, ''),
      title: document.querySelector('main h1')?.textContent?.trim() ?? null,
      section: document.querySelector('nav.sidebar') ? Number(current?.textContent?.trim()) : null,
    };
  });
}

/** The demo plate whose policies give these products on the demo date. */
function plateWithProducts(products: object): string {
  const found = DEMO_CASES.find(
    (item) => item.licensePlate && item.date === DEMO_DATE && JSON.stringify(item.products) === JSON.stringify(products),
  );
  if (!found) throw new Error(`no demo plate has the products ${JSON.stringify(products)}`);
  return found.licensePlate!;
}

/** The next outcome of `actor` after step `index` of the path, if the path has one. */
function nextOutcome(path: Path, index: number, actor: string): { ok: boolean; output: any } | null {
  for (const { event } of path.steps.slice(index + 1)) {
    if (event.type === `xstate.done.actor.${actor}`) return { ok: true, output: (event as unknown as { output: unknown }).output };
    if (event.type === `xstate.error.actor.${actor}`) return { ok: false, output: null };
    if (!isActorOutcome(event) && !event.type.startsWith('xstate.after.')) return null;
  }
  return null;
}

/**
 * The model's answers with data the real server answers as the model's fake did (see the file's
 * comment). Attachments are replaced by the file the walk uploaded.
 */
function realPatch(screen: ScreenId, state: Snapshot, patch: ReportPatch, path: Path, index: number, uploaded: unknown): ReportPatch {
  const copy = structuredClone(patch) as any;
  if (screen === 'general-info' && copy.incident?.myVehicle?.hasLicensePlate) {
    const update = nextOutcome(path, index, 'updateReport');
    if (update?.ok) copy.incident.myVehicle.licensePlate = plateWithProducts(update.output.incident.availableProducts);
  }
  if (screen === 'responsible-party-details') {
    // Without my own vehicle (scopes 3, 4, 34) this screen asks the incident date; the verification needs it.
    if (!state.context.report.incident.date) copy.incident = { ...copy.incident, date: DEMO_DATE };
    const other = copy.parties.otherResponsibleParty;
    const verified = nextOutcome(path, index, other.hasLicensePlate ? 'verifyLicensePlate' : 'verifyPolicyId');
    // BA888HH has PZP; TN000XX is unknown to the register. 4010000098 is a PZP policy number.
    if (other.hasLicensePlate) other.licensePlate = verified?.output?.verified === false ? 'TN000XX' : 'BA888HH';
    else if (other.policyId && verified?.output?.verified === false) other.policyId = '4010000000';
  }
  if (screen === 'incident-details' && copy.incident) {
    // The model answers the questions its routing looks at; the real screen asks more for the real
    // reason, and the save requires every question the path asks (server/reports/completeness.ts):
    // the rest are answered "no", which routes as an unanswered one does.
    const answered = copy.incident.specificAnswers ?? {};
    copy.incident.specificAnswers = { ...Object.fromEntries(SPECIFIC_QUESTIONS.map((question) => [question, false])), ...answered };
  }
  // The model's saved account 'BA-1' is a fake's; a new account is typed instead (the model's
  // walks have no saved account from the server).
  if (copy.incident?.bankAccount?.id) copy.incident.bankAccount = { id: null, value: 'SK3112000000198742637541', bic: null };
  if (copy.attachments) copy.attachments = [uploaded];
  return copy;
}

/** Answers the reason-list call with the real server's list trimmed to the model's answer, call by call. */
async function trimReasonLists(page: Page, path: Path) {
  const answers = path.steps
    .filter((step) => step.event.type === 'xstate.done.actor.loadReasonGroups')
    .map((step) => (step.event as unknown as { output: Array<{ id: string; reasons: Array<{ id: string }> }> }).output);
  if (answers.length === 0) return;
  let call = 0;
  await page.route(/\/v1\/lookup\/reason-groups/, async (route) => {
    const model = answers[Math.min(call++, answers.length - 1)]!;
    const response = await route.fetch();
    const body = (await response.json()) as { reasonGroups: Array<{ id: string; reasons: Array<{ id: string }> }> };
    const reasonGroups = model.map((group) => {
      const real = body.reasonGroups.find((candidate) => candidate.id === group.id);
      if (!real) throw new Error(`the server has no reason group ${group.id}`);
      return { ...real, reasons: real.reasons.filter((reason) => group.reasons.some((wanted) => wanted.id === reason.id)) };
    });
    await route.fulfill({ response, json: { ...body, reasonGroups } });
  });
}

/**
 * Walks one model path in the page; `onScreen` runs at every step where the model rests on a
 * screen, once the page shows that screen's route (it checks the rest). Returns the screens met.
 */
export async function walkPath(
  page: Page,
  server: Server,
  walk: ScreenPath,
  onScreen: (expected: NonNullable<ReturnType<typeof expectedView>>, stepIndex: number) => Promise<void>,
): Promise<ScreenId[]> {
  const ip = await asNewClient(page);
  await trimReasonLists(page, walk.path);
  const met: ScreenId[] = [];
  // The API's refusals, for the message of a walk that went elsewhere.
  const refusals: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/v1/') && response.status() >= 400) {
      void response.text().then(
        (body) => refusals.push(`${response.status()} ${new URL(response.url()).pathname} ${body}`),
        () => {},
      );
    }
  });
  let uploaded: unknown = null;
  const steps = walk.path.steps;
  for (let index = 0; index < steps.length; index++) {
    const { event, state } = steps[index]!;
    const before = index > 0 ? restingScreen(steps[index - 1]!.state) : null;
    if (event.type === 'xstate.init') {
      if (walk.entry === 'drafts') {
        const api = apiClient(server.app);
        const created = await api.call({
          method: 'POST',
          url: '/v1/incident-report/create',
          payload: { productCategory: 'MOTOR', context: 'WEB' },
          headers: { 'x-forwarded-for': ip },
        });
        // The draft list of this browser (local storage), there before the app reads it.
        await page.addInitScript(
          (id) => localStorage.setItem('motor.drafts', JSON.stringify([{ id, createdAt: new Date().toISOString() }])),
          created.body.id as string,
        );
      }
      // The partner signs its entry (D28) as it opens the wizard.
      await page.goto(`${server.url}/motor/${walk.entry === 'SMP' ? `?${signedEntry('portal=SMP&code=SMP001')}` : ''}`);
    } else if (isActorOutcome(event) || event.type.startsWith('xstate.after.')) {
      // The real actor (or timer) gives this outcome.
    } else {
      if (!before) throw new Error(`step ${index} (${event.type}) is not sent from a screen`);
      await idle(page);
      let sent: EventObject = event;
      if (event.type === 'SUBMIT') {
        const patch = (event as unknown as { patch: ReportPatch }).patch;
        if (patch.attachments && !uploaded) uploaded = await upload(page);
        sent = { type: 'SUBMIT', patch: realPatch(before, steps[index - 1]!.state, patch, walk.path, index, uploaded) } as EventObject;
      } else if (event.type === 'ATTACHMENTS.CHANGED') {
        uploaded ??= await upload(page);
        sent = { type: 'ATTACHMENTS.CHANGED', attachments: [uploaded] } as EventObject;
      } else if (event.type === 'DRAFTS.LOAD') {
        const id = await page.evaluate(() => window.__claimActor!.getSnapshot().context.drafts[0]!.id);
        sent = { type: 'DRAFTS.LOAD', id } as EventObject;
      }
      await page.evaluate((value) => window.__claimActor!.send(value as never), sent);
    }
    const expected = expectedView(state);
    if (!expected) continue;
    const next = steps[index + 1]?.event;
    // Resting for one event only, until an outcome the real actor delivers at once: the page
    // may already be past it. The model's next resting state is checked instead.
    if (next && isActorOutcome(next)) continue;
    await page.waitForURL(`**/motor${expected.route}`, { timeout: 15_000 }).catch(async () => {
      const shown = await shownView(page);
      const snapshot = await page.evaluate(() =>
        JSON.stringify({ value: window.__claimActor?.getSnapshot().value, error: window.__claimActor?.getSnapshot().context.error }),
      );
      throw new Error(
        `step ${index} (${event.type}): expected ${expected.route}, the page shows ${JSON.stringify(shown)} ${snapshot}\n${refusals.join('\n')}`,
      );
    });
    await screenShown(page);
    if (!met.includes(expected.screen)) met.push(expected.screen);
    await onScreen(expected, index);
  }
  return met;
}

/** Uploads a photo to the walk's report as the attachment screen does, returning the stored attachment. */
async function upload(page: Page): Promise<unknown> {
  return page.evaluate(async (base64) => {
    const id = window.__claimActor!.getSnapshot().context.reportId!;
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const form = new FormData();
    form.append('file', new Blob([bytes], { type: 'image/png' }), 'foto.png');
    const response = await fetch(`/v1/incident-report/${encodeURIComponent(id)}/upload-attachment?type=PHOTO_DOC`, {
      method: 'POST',
      body: form,
    });
    if (!response.ok) throw new Error(`upload: ${response.status} ${await response.text()}`);
    return response.json();
  }, PHOTO.toString('base64'));
}
