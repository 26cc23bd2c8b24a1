/**
 * Rendered at build time (scripts/prerender/plugin.ts) through Vite's SSR loader: the first screen
 * as a visitor of /motor/ sees it — the shell and /incident-scope in Slovak — drawn by the real
 * components with the real statechart at its first screen. The browser shows this HTML before any
 * script runs; src/main.tsx swaps in the live app once it has drawn the same screen.
 */
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { StaticRouter } from 'react-router';
import { prerenderToNodeStream } from 'react-dom/static';
import { createActor, fromPromise, waitFor } from 'xstate';
import { permissibleCombinations, scopesOfDamage } from '../../server/reference/static-lists.ts';
import { placeholderActors } from '../../machines/actors.ts';
import { createClaimReportMachine } from '../../machines/claimReport.machine.ts';
import { ClaimReport } from '../../src/app/ClaimReportContext.ts';
import { shellView } from '../../src/app/machine-view.ts';
import { Shell } from '../../src/app/Shell.tsx';

export async function renderFirstScreen(): Promise<string> {
  const { messages } = await import('../../locales/sk/messages.po');
  i18n.loadAndActivate({ locale: 'sk', messages });
  // The first screen's two look-ups answered as the server answers them (static reference data),
  // and the machine run until the screen is ready, so the tiles are in the HTML. A build keeps
  // nothing in a browser's storage.
  const logic = createClaimReportMachine({
    ...placeholderActors,
    loadScopesOfDamage: fromPromise(async () => scopesOfDamage()),
    loadPermissibleCombinations: fromPromise(async () => permissibleCombinations({})),
  });
  const actor = createActor(logic, { input: { search: '', drafts: [] } });
  actor.start();
  await waitFor(actor, (state) => shellView(state).screen?.route === '/incident-scope' && !shellView(state).loading, { timeout: 10_000 });
  const { prelude } = await prerenderToNodeStream(
    <I18nProvider i18n={i18n}>
      <StaticRouter basename="/motor" location="/motor/incident-scope">
        <ClaimReport.Provider actor={actor}>
          <Shell locale="sk" onLocale={() => undefined} />
        </ClaimReport.Provider>
      </StaticRouter>
    </I18nProvider>,
  );
  actor.stop();
  let html = '';
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
  return html;
}
