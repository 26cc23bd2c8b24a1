import { scopeOf } from '../../../machines/context.ts';
import type { Snapshot } from '../support/harness.ts';

/**
 * How the model tells states apart: the state value plus the facts later guards read (scope,
 * original scope, policy type, own plate, chosen other damage, context, report created, replay,
 * completion, a failed lookup). Facts a screen's own rules read right after its SUBMIT
 * (responsible party, specific answers, products, verification ...) count only while that
 * SUBMIT is being processed: there the whole document counts. Once the next screen rests, they
 * are left out, or the rest of the journey would be walked once per answer.
 */
const RESTING = new Set(['editing', 'reviewing', 'choosing']);

export function isResting(snapshot: Snapshot): boolean {
  const nodes = (snapshot as unknown as { _nodes: Array<{ key: string; type: string; id: string }> })._nodes;
  const leaves = nodes.filter((node) => node.type === 'atomic' || node.type === 'final');
  return leaves.every(
    (node) =>
      RESTING.has(node.key) ||
      node.id === 'confirm' ||
      node.id === 'operator-not-verified' ||
      node.key === 'closed' ||
      node.key === 'open' ||
      node.key === 'sent' ||
      node.id === 'claimReport.wizard.updateQueue.idle' ||
      node.type === 'final',
  );
}

export function serializeSnapshot(snapshot: Snapshot): string {
  const { context } = snapshot;
  const incident = context.report.incident;
  const vehicle = incident.myVehicle;
  return JSON.stringify({
    value: snapshot.value,
    status: snapshot.status,
    scope: scopeOf(incident),
    original: incident.originalScopeOfDamage ?? null,
    policy: incident.policyType ?? null,
    plate: (vehicle?.hasLicensePlate ?? true) && !!vehicle?.licensePlate,
    otherDamage: [...(incident.otherDamage ?? [])].sort(),
    onlyMyVehicle: incident.onlyMyVehicle ?? false,
    theftEntire: incident.reason?.id === '1_THEFT_ENTIRE',
    context: context.context,
    report: context.reportId !== null,
    replayTo: context.replayTo,
    changing: context.changing !== null,
    completed: context.saved !== null,
    lookupFailed: context.error?.kind === 'lookup',
    ...(!isResting(snapshot) && { processing: context.report }),
  });
}
