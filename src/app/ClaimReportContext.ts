import { useSelector } from '@xstate/react';
import { createContext, createElement, useContext, type ReactNode } from 'react';
import { createActor, type Actor, type ActorOptions, type SnapshotFrom } from 'xstate';
import { createClaimReportMachine, type ClaimReportInput } from '../../machines/claimReport.machine.ts';
import { apiActors } from '../api/actors.ts';
import { api } from './api.ts';
import { i18n } from './i18n.ts';
import { browserPageActions } from './page-actions.ts';

/** The summary's printable HTML, posted as the archive copy after save (SPEC §4), without its "Zmeniť" buttons (D24). */
function summaryHtml(): string {
  const shown = document.querySelector('[data-summary-document]') ?? document.querySelector('main');
  if (!shown) return '';
  const copy = shown.cloneNode(true) as Element;
  for (const button of copy.querySelectorAll('[data-summary-change]')) button.remove();
  return copy.outerHTML;
}

export type ClaimReportLogic = ReturnType<typeof createClaimReportMachine>;
export type ClaimReportActor = Actor<ClaimReportLogic>;

let logic: ClaimReportLogic | undefined;

/**
 * The machine with the real API calls as its actors and this browser's storage and navigation as its
 * page actions, built on first use rather than when this module is evaluated: building the
 * statechart is the longest single piece of the app's start-up (about 13 ms on our machines, several
 * times that on a phone), so src/main.tsx gives it a task of its own.
 */
export function claimReportLogic(): ClaimReportLogic {
  logic ??= createClaimReportMachine(
    apiActors(api, { summaryHtml, locale: () => (i18n.locale === 'en' ? 'en' : 'sk') }),
    browserPageActions,
  );
  return logic;
}

/**
 * The one running instance of the journey, started before the app is drawn, so its first screen's
 * look-ups are on their way meanwhile. It runs for the page's lifetime.
 */
export function startClaimReport(input: ClaimReportInput, inspect?: ActorOptions<ClaimReportLogic>['inspect']): ClaimReportActor {
  return createActor(claimReportLogic(), { input, ...(inspect && { inspect }) }).start();
}

const ActorContext = createContext<ClaimReportActor | null>(null);

/**
 * The journey for the components: `Provider` gives them the running actor (made outside React, by
 * startClaimReport or by the prerender), `useActorRef` and `useSelector` read it.
 */
export const ClaimReport = {
  Provider({ actor, children }: { actor: ClaimReportActor; children?: ReactNode }) {
    return createElement(ActorContext.Provider, { value: actor }, children);
  },
  useActorRef(): ClaimReportActor {
    const actor = useContext(ActorContext);
    if (!actor) throw new Error('ClaimReport is read outside <ClaimReport.Provider>');
    return actor;
  },
  useSelector<T>(selector: (snapshot: SnapshotFrom<ClaimReportLogic>) => T, compare?: (a: T, b: T) => boolean): T {
    return useSelector(ClaimReport.useActorRef(), selector, compare);
  },
};
