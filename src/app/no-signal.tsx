import { Plural, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { NO_SIGNAL_TAG } from '../../machines/no-signal.ts';
import { ANSWERS_WAITING_TAG } from '../../machines/update-queue.ts';
import { Notice } from '../components/Notice.tsx';
import { ClaimReport, type ClaimReportActor } from './ClaimReportContext.ts';

/** What the step waiting for the signal will do once it is back: open the report, send it, or check the answers. */
type Waiting = 'open' | 'send' | 'check';

/**
 * D33: tells the machine when the browser is online again, while a step waits for the signal
 * (also at once, should the signal have come back before the step began to wait).
 */
export function useSignalReturns(actor: ClaimReportActor): void {
  const waiting = ClaimReport.useSelector((snapshot) => snapshot.hasTag(NO_SIGNAL_TAG) || snapshot.hasTag(ANSWERS_WAITING_TAG));
  useEffect(() => {
    if (!waiting) return;
    const online = () => actor.send({ type: 'CONNECTION.ONLINE' });
    if (navigator.onLine) online();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [waiting, actor]);
}

/**
 * The word of a step waiting for the signal (D33): it says what happens when the signal returns
 * and that nothing is lost, and asks for nothing that needs a connection. A polite live region,
 * on the page from the start, so a screen reader reads the notice when it appears.
 */
export function NoSignalNotice() {
  const { t } = useLingui();
  const waiting = ClaimReport.useSelector((snapshot): Waiting | null => {
    if (!snapshot.hasTag(NO_SIGNAL_TAG)) return null;
    if (snapshot.matches('boot')) return 'open';
    return snapshot.matches({ wizard: { journey: { section6: 'summary' } } }) ? 'send' : 'check';
  });
  const text = {
    open: t`Hlásenie otvoríme hneď, ako budete opäť online. Všetko, čo ste vyplnili, zostáva v tomto telefóne.`,
    send: t`Hlásenie odošleme hneď, ako budete opäť online. Všetko, čo ste vyplnili, zostáva v tomto telefóne.`,
    check: t`Overíme to hneď, ako budete opäť online. Všetko, čo ste vyplnili, zostáva v tomto telefóne.`,
  };
  return (
    <div className="no-signal" aria-live="polite" data-no-signal="">
      {waiting && (
        <Notice tone="warning" title={t`Bez signálu`}>
          <p>{text[waiting]}</p>
        </Notice>
      )}
    </div>
  );
}

/**
 * D33: while the update queue waits for the signal, a status line says how many screens' answers
 * wait to be sent, and that they are safe on this phone. A polite live region, on the page from
 * the start, so a screen reader reads it when the count changes.
 */
export function AnswersWaitingStatus() {
  // Screens, not updates: a screen continued twice (Back, then Continue again) is one screen's answers.
  const count = ClaimReport.useSelector((snapshot) =>
    snapshot.hasTag(ANSWERS_WAITING_TAG) ? new Set(snapshot.context.updateQueue.map((update) => update.screen)).size : 0,
  );
  return (
    <div className="answers-waiting" role="status" data-answers-waiting={count}>
      {count > 0 && (
        <p className="answers-waiting__text">
          <Plural
            value={count}
            one="Odpovede z # obrazovky čakajú na odoslanie. Sú bezpečne uložené v tomto telefóne."
            other="Odpovede z # obrazoviek čakajú na odoslanie. Sú bezpečne uložené v tomto telefóne."
          />
        </p>
      )}
    </div>
  );
}
