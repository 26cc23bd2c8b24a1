import { useMemo } from 'react';
import { useHref } from 'react-router';
import { scopeCodeOf } from '../domain/report.ts';
import { nowInSlovakia, todayInSlovakia } from '../domain/validation/today.ts';
import type { ScreenFiles, ScreenLookups, ScreenPatch, ScreenProps } from '../screens/screen-props.ts';
import { replayJourney } from '../../machines/journey-path.ts';
import { NO_SIGNAL_TAG } from '../../machines/no-signal.ts';
import { ClaimReport } from './ClaimReportContext.ts';
import { api } from './api.ts';
import { PRIVACY_ROUTE } from '../domain/statement-route.ts';

// The map screens' look-ups and the uploads: their code (lookups.ts) comes with the first call,
// not with the first screen, which makes none.
const calls = () => import('./lookups.ts');
const lookups: ScreenLookups = {
  searchAddress: (...args) => calls().then(({ lookups }) => lookups.searchAddress(...args)),
  reverseAddress: (...args) => calls().then(({ lookups }) => lookups.reverseAddress(...args)),
  repairShops: (...args) => calls().then(({ lookups }) => lookups.repairShops(...args)),
  mapSettings: () => calls().then(({ lookups }) => lookups.mapSettings()),
  summaryPdf: (...args) => calls().then(({ lookups }) => lookups.summaryPdf(...args)),
};
const shelf = (reportId: () => string | null) => import('./waiting-files.ts').then(({ waitingFiles }) => waitingFiles(reportId));
const filesOf = (reportId: () => string | null): ScreenFiles => ({
  upload: (...args) => calls().then(({ apiFiles }) => apiFiles(api, reportId).upload(...args)),
  waiting: {
    keep: (...args) => shelf(reportId).then((waiting) => waiting.keep(...args)),
    list: () => shelf(reportId).then((waiting) => waiting.list()),
    drop: (key) => shelf(reportId).then((waiting) => waiting.drop(key)),
  },
});

/** What a screen is shown, read from the statechart (src/screens/screen-props.ts). */
export function useScreenProps(): ScreenProps {
  const actor = ClaimReport.useActorRef();
  const context = ClaimReport.useSelector((snapshot) => snapshot.context);
  // Loading, or waiting for the signal to send what Continue gave (D33): a second Continue would be lost.
  const busy = ClaimReport.useSelector(
    (snapshot) =>
      snapshot.hasTag(NO_SIGNAL_TAG) ||
      Object.values(snapshot.getMeta()).some((meta) => (meta as { loading?: string } | undefined)?.loading),
  );
  const files = useMemo(() => filesOf(() => actor.getSnapshot().context.reportId), [actor]);
  const privacyNoticeUrl = useHref(PRIVACY_ROUTE);
  return useMemo(() => {
    const objectIds = (context.report.incident.scopesOfDamage ?? []).map((scope) => scope.objectId);
    return {
      report: context.report,
      reportId: context.reportId,
      context: context.context,
      portal: context.portal,
      scope: objectIds.length > 0 ? scopeCodeOf(objectIds) : null,
      policyType: context.report.incident.policyType ?? context.defaultPolicyType,
      availableProducts: context.report.incident.availableProducts ?? null,
      availableBankAccounts: context.availableBankAccounts,
      scopesOfDamageOptions: context.scopesOfDamageOptions,
      permissibleCombinations: context.permissibleCombinations,
      reasonGroups: context.reasonGroups,
      phonePrefixes: context.phonePrefixes,
      saved: context.saved,
      error: context.error,
      busy,
      today: todayInSlovakia(),
      now: () => nowInSlovakia().time,
      operator: context.operator,
      drafts: context.drafts,
      visitedScreens: context.trail.slice(0, Math.max(context.trailPosition, 0)),
      journeyScreens: (report) =>
        replayJourney(report, {
          scopesOfDamage: context.scopesOfDamageOptions,
          permissibleCombinations: context.permissibleCombinations,
          // The groups loaded for this report's scope and policy type: the ones its replay asks for.
          reasonGroups: () => context.reasonGroups,
        }).screens,
      privacyNoticeUrl,
      files,
      lookups,
      submit: (patch: ScreenPatch) => actor.send({ type: 'SUBMIT', patch }),
      send: (event) => actor.send(event as never),
    };
  }, [context, busy, actor, privacyNoticeUrl, files]);
}
