import type { AnyStateNode } from 'xstate';
import { LOADING_KEYS } from '../../../machines/types.ts';
import type { ClaimReportStateMeta } from '../../../machines/setup.ts';
import type { Snapshot } from '../support/harness.ts';
import { portalSessionOf } from '../../../machines/context.ts';
import type { PageRecord } from '../support/page.ts';
import { activeScreen } from './events.ts';

/**
 * What must hold in every snapshot the app can see (checked after every step of every path):
 * the violations, empty when all is well.
 */
export function invariantViolations(snapshot: Snapshot): string[] {
  const problems: string[] = [];
  const nodes = (snapshot as unknown as { _nodes: AnyStateNode[] })._nodes;
  const meta = (node: AnyStateNode) => node.meta as ClaimReportStateMeta | undefined;

  if (snapshot.status === 'done' && !snapshot.matches('quit')) problems.push('done outside quit');
  if (snapshot.status !== 'active') return problems;

  // A rule list in which no guard held would leave the machine in a transient state (one that
  // takes no event: a screen's editing, or a state waiting for the update queue, does). The idle
  // update queue waits for an update that another region puts in it.
  for (const node of nodes) {
    const waits =
      node.transitions.size > 0 || node.parent?.transitions.has('UPDATE.SENT') || node.id === 'claimReport.wizard.updateQueue.idle';
    if (node.type === 'atomic' && node.always?.length && !waits) problems.push(`stuck in #${node.id}`);
  }
  // Every call shows one of SPEC §4's loading texts, and a loading text means a call or a delay:
  // its own, or the update queue's (which sends behind the state that waits for it).
  const queueSends = snapshot.matches({ wizard: { updateQueue: 'sending' } } as never);
  for (const node of nodes) {
    const loading = meta(node)?.loading;
    if (node.invoke.length && !loading && !node.id.includes('.updateQueue.')) problems.push(`#${node.id} calls without a loading text`);
    if (loading && !LOADING_KEYS.includes(loading)) problems.push(`#${node.id} has an unknown loading key ${loading}`);
    if (loading && !node.invoke.length && !node.after.length && !queueSends) problems.push(`#${node.id} shows loading while nothing runs`);
  }
  // The app shows exactly one route.
  const routes = nodes.map((node) => meta(node)?.route).filter(Boolean);
  if (!snapshot.matches('boot') && !snapshot.matches('resuming') && routes.length !== 1) problems.push(`${routes.length} routes shown`);
  // The trail's position is the screen shown (drafts are not a step of the journey).
  const screen = activeScreen(snapshot);
  if (screen && screen !== 'drafts' && snapshot.context.trail[snapshot.context.trailPosition] !== screen) {
    problems.push(`trail position at ${snapshot.context.trail[snapshot.context.trailPosition]} while ${screen} is shown`);
  }
  // SPEC §4: after an update the policy type is set.
  if (snapshot.context.defaultPolicyType !== null && !snapshot.context.report.incident.policyType)
    problems.push('no policy type after an update');
  return problems;
}

/**
 * What the browser keeps matches the machine after every step, as the app kept it when it watched
 * the machine: this device's drafts (their ids and dates); while a screen is shown, the tab's report
 * and that screen (a route a reload can resume at: not /drafts), or while a loaded report is
 * replayed, the screen the replay goes to; the portal session until its token
 * is spent; after quitting, nothing of the tab, and the page left once. Nothing of the tab is written
 * before a screen is shown (a reload while booting resumes the same report).
 */
export function pageViolations(snapshot: Snapshot, page: PageRecord, screenShown: boolean): string[] {
  const problems: string[] = [];
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const { context } = snapshot;
  const drafts = (list: readonly { id: string; createdAt: string }[] | undefined) => list?.map(({ id, createdAt }) => ({ id, createdAt }));
  if (!same(drafts(page.drafts), drafts(context.drafts))) problems.push(`drafts kept ${JSON.stringify(drafts(page.drafts))}`);
  if (snapshot.status === 'done') {
    if (page.tabReport !== null || page.portalSession !== null) problems.push('the tab still keeps its report after quitting');
    if (page.left !== 1) problems.push(`left the page ${page.left} times`);
    return problems;
  }
  if (page.left !== 0) problems.push('left the page while the journey runs');
  if (!same(page.portalSession, portalSessionOf(context))) problems.push(`portal session kept ${JSON.stringify(page.portalSession)}`);
  const screen = activeScreen(snapshot);
  if (!screenShown && page.tabReport !== undefined) problems.push('the tab report written before a screen was shown');
  if (screen) {
    const shown = context.replayTo ?? screen;
    const route = shown === 'drafts' ? null : `/${shown}`;
    const tab = context.reportId ? { reportId: context.reportId, route } : null;
    if (!same(page.tabReport, tab)) problems.push(`tab report kept ${JSON.stringify(page.tabReport)} on /${screen}`);
  }
  return problems;
}
