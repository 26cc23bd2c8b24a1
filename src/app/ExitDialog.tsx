import { NO_SIGNAL } from '../../machines/no-signal.ts';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import '../components/components.css';
import { formatDate } from '../domain/format.ts';
import { CONTINUE_LINKS_PER_RECIPIENT_PER_HOUR } from '../domain/request-limits.ts';
import { summaryLocale } from '../domain/summary-labels.ts';
import { ClaimReport } from './ClaimReportContext.ts';
import { useRetentionDays } from './retention.ts';
import { useHeadingFocus } from './use-heading-focus.ts';

const perHour = CONTINUE_LINKS_PER_RECIPIENT_PER_HOUR;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * SPEC "Header and quitting": quit without saving, or have the draft saved and a continue link
 * e-mailed (to the reporter's e-mail, prefilled; an address typed here becomes the reporter's
 * while that is empty), then say where it went and leave. A native modal
 * dialog: focus is trapped, Esc cancels.
 */
export function ExitDialog() {
  const { t } = useLingui();
  const actor = ClaimReport.useActorRef();
  const open = ClaimReport.useSelector((snapshot) => snapshot.hasTag('exitDialogOpen'));
  const sending = ClaimReport.useSelector((snapshot) => snapshot.matches({ wizard: { exitDialog: 'sendingEmail' } }));
  const failed = ClaimReport.useSelector((snapshot) => snapshot.context.error?.kind === 'sendEmail');
  // The server's limits on continue links (3 an hour to one address, 5 a day for one report).
  const limitReached = ClaimReport.useSelector(
    (snapshot) => snapshot.context.error?.kind === 'sendEmail' && snapshot.context.error.code === 'EMAIL_LIMIT_REACHED',
  );
  // With no signal, sending again cannot help (D33): the dialog says so instead of "try again".
  const noSignal = ClaimReport.useSelector(
    (snapshot) => snapshot.context.error?.kind === 'sendEmail' && snapshot.context.error.code === NO_SIGNAL,
  );
  const sent = ClaimReport.useSelector((snapshot) => snapshot.matches({ wizard: { exitDialog: 'sent' } }));
  const sentTo = ClaimReport.useSelector((snapshot) => snapshot.context.continueEmail);
  // The address the reporter gave, so that saving for later is one tap.
  const reporterEmail = ClaimReport.useSelector((snapshot) => snapshot.context.report.parties.reporter?.email ?? '');
  const dialog = useRef<HTMLDialogElement>(null);
  const [email, setEmail] = useState(reporterEmail);
  const [invalid, setInvalid] = useState(false);
  const ids = { title: useId(), email: useId(), error: useId() };

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
    // Opened again after the reporter's e-mail was given meanwhile, with nothing typed here.
    if (open && !email) setEmail(reporterEmail);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on opening and closing only: typing must not refill the field
  }, [open]);

  const send = (event: React.FormEvent) => {
    event.preventDefault();
    const trimmed = email.trim();
    // The same rule as the server's: one address, exactly one @ (SPEC §5).
    if (!/^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/.test(trimmed)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    actor.send({ type: 'EXIT.SEND_EMAIL', email: trimmed });
  };

  return (
    <dialog
      ref={dialog}
      className="dialog"
      aria-labelledby={ids.title}
      onCancel={(event) => {
        event.preventDefault();
        actor.send({ type: 'EXIT.CANCEL' });
      }}
    >
      {sent ? (
        <LinkSent titleId={ids.title} email={sentTo ?? email} />
      ) : (
        <>
          <h2 id={ids.title}>{t`Chcete hlásenie ukončiť?`}</h2>
          <form onSubmit={send} noValidate>
            {/* One meaning per option: what saving does, next to its e-mail and button; what quitting loses, next to its button. */}
            <p>{t`Hlásenie uložíme a na e-mail vám pošleme odkaz, cez ktorý v ňom neskôr pokračujete.`}</p>
            <label className="field-label" htmlFor={ids.email}>
              {t`Váš e-mail`}
            </label>
            {(invalid || failed) && (
              <p className="field-error" id={ids.error}>
                <span className="visually-hidden">{t`Chyba:`}</span>{' '}
                {invalid
                  ? t`Zadajte, prosím, platnú e-mailovú adresu.`
                  : limitReached
                    ? t`Odkaz na pokračovanie sme vám už poslali. Pozrite si, prosím, svoju e-mailovú schránku (aj priečinok nevyžiadanej pošty). Ďalší e-mail vám môžeme poslať až neskôr: na jednu adresu posielame najviac ${perHour} e-maily za hodinu.`
                    : noSignal
                      ? t`Bez signálu vám odkaz e-mailom poslať nevieme. Všetko, čo ste vyplnili, zostáva v tomto telefóne: pokračujte v hlásení a odkaz si dajte poslať, keď budete opäť online.`
                      : t`E-mail sa nepodarilo odoslať. Skúste to, prosím, znova.`}
              </p>
            )}
            <input
              className="field-input"
              id={ids.email}
              type="email"
              autoComplete="email"
              inputMode="email"
              value={email}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid || failed ? ids.error : undefined}
              onChange={(event) => setEmail(event.target.value)}
            />
            <div className="dialog__actions">
              <button type="submit" className="button" disabled={sending}>
                {t`Poslať odkaz a ukončiť`}
              </button>
            </div>
            <p>{t`Ak hlásenie ukončíte bez uloženia, vyplnené údaje sa stratia.`}</p>
            <div className="dialog__actions">
              <button
                type="button"
                className="button button--secondary"
                disabled={sending}
                onClick={() => actor.send({ type: 'EXIT.QUIT' })}
              >
                {t`Ukončiť bez uloženia`}
              </button>
              <button type="button" className="button button--link" disabled={sending} onClick={() => actor.send({ type: 'EXIT.CANCEL' })}>
                {t`Pokračovať v hlásení`}
              </button>
            </div>
          </form>
        </>
      )}
    </dialog>
  );
}

/**
 * After the continue link went: where it went and until when the draft is kept
 * (RETENTION_DAYS from its last change, which this e-mail was), then a button to leave; the
 * reporter may also stay and go on. Its heading takes focus, so a screen reader reads it.
 */
function LinkSent({ titleId, email }: { titleId: string; email: string }) {
  const { t, i18n } = useLingui();
  const actor = ClaimReport.useActorRef();
  const days = useRetentionDays();
  const heading = useHeadingFocus();
  // As every date of the page's language (src/domain/format.ts), not the browser's own order.
  const keptUntil = typeof days === 'number' ? formatDate(new Date(Date.now() + days * DAY_MS), summaryLocale(i18n)) : null;
  return (
    <>
      <h2 id={titleId} ref={heading} tabIndex={-1}>
        {t`Odkaz sme vám poslali`}
      </h2>
      <p>{t`Odkaz na pokračovanie v hlásení sme poslali na adresu ${email}. Ak e-mail nevidíte, pozrite sa aj do priečinka nevyžiadanej pošty.`}</p>
      {keptUntil ? (
        <p>{t`Rozpracované hlásenie u nás uchováme do ${keptUntil}. Ak v ňom dovtedy nebudete pokračovať, vymažeme ho aj s prílohami.`}</p>
      ) : (
        days === 'unknown' && <p>{t`Ako dlho rozpracované hlásenie uchováme, nájdete v časti Ochrana osobných údajov.`}</p>
      )}
      <div className="dialog__actions">
        <button type="button" className="button" onClick={() => actor.send({ type: 'EXIT.QUIT' })}>
          {t`Odísť zo stránky`}
        </button>
        <button type="button" className="button button--link" onClick={() => actor.send({ type: 'EXIT.CANCEL' })}>
          {t`Pokračovať v hlásení`}
        </button>
      </div>
    </>
  );
}
