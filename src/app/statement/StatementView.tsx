import { useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { InspectionEvent, Observer } from 'xstate';
import { statementMachine } from '../../../machines/statement/statement.machine.ts';
import { QrCode } from './QrCode.tsx';
import { DrawingPad } from './DrawingPad.tsx';
import { readStatement, signStatement, type Statement } from './statement-api.ts';
import { keptStatement } from './statement-storage.ts';
import { StatementForm } from './StatementForm.tsx';

/** How often each phone asks for the other's changes: what one types shows on the other within 2 s. */
const POLL_MS = 1000;

/** The statement of `statementId` on this driver's phone: waiting for the other, the form, signing, the seal. */
export function StatementView({
  statementId,
  inspect,
}: {
  statementId: string;
  inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void);
}) {
  const { t } = useLingui();
  const kept = keptStatement(statementId);
  const [snapshot, send] = useMachine(statementMachine, { inspect });
  const [statement, setStatement] = useState<Statement | null>(null);
  const [reviewing, setReviewing] = useState(false);

  const show = useCallback(
    (next: Statement) => {
      setStatement((current) => (current && current.revision > next.revision ? current : next));
      send({ type: 'UPDATED', statement: next });
    },
    [send],
  );

  useEffect(() => {
    if (!kept) return;
    let stopped = false;
    const controller = new AbortController();
    const poll = async () => {
      const next = await readStatement(kept.token, controller.signal).catch(() => null);
      if (stopped) return;
      if (next) show(next);
      if (next?.status !== 'sealed') timer = setTimeout(() => void poll(), POLL_MS);
    };
    let timer = setTimeout(() => void poll(), 0);
    return () => {
      stopped = true;
      controller.abort();
      clearTimeout(timer);
    };
  }, [kept?.token, show]); // eslint-disable-line react-hooks/exhaustive-deps -- polled once per token

  if (!kept)
    return (
      <p>{t`Táto správa o nehode nie je uložená v tomto telefóne. Otvorte ju, prosím, v telefóne, v ktorom ste ju začali alebo sa k nej pripojili.`}</p>
    );
  if (!statement) return <p role="status">{t`Načítava sa správa o nehode…`}</p>;

  const state = snapshot.value;
  if (state === 'waitingForOther' && kept.joinLink && kept.joinCode) {
    return (
      <>
        <p>{t`Druhý vodič naskenuje tento kód fotoaparátom svojho telefónu alebo otvorí odkaz a zadá kód.`}</p>
        <QrCode text={kept.joinLink} label={t`QR kód na pripojenie druhého vodiča`} />
        <p className="statement-code">
          {t`Kód:`} <strong data-testid="join-code">{kept.joinCode}</strong>
        </p>
        <p className="statement-link">
          <a href={kept.joinLink}>{kept.joinLink}</a>
        </p>
        <p role="status">{t`Čakáme, kým sa pripojí druhý vodič…`}</p>
      </>
    );
  }
  if (state === 'sealed') return <Sealed statement={statement} />;

  const mySignature = statement.signatures[statement.you];
  return (
    <>
      {state === 'withdrawn' && (
        <div role="alert" className="statement-notice">
          <p>{t`Správa sa po podpise zmenila, preto sme podpisy zrušili. Skontrolujte ju a podpíšte znova.`}</p>
          <button type="button" className="button" onClick={() => send({ type: 'ACKNOWLEDGE' })}>
            {t`Rozumiem`}
          </button>
        </div>
      )}
      {state === 'signedByOne' && (
        <p role="status" className="statement-notice">
          {mySignature
            ? t`Podpísali ste. Čakáme na podpis druhého vodiča.`
            : t`Druhý vodič správu podpísal. Skontrolujte ju a podpíšte aj vy.`}
        </p>
      )}
      <StatementForm statement={statement} token={kept.token} onStatement={show} readOnly={reviewing} />
      {!mySignature && !reviewing && (
        <button type="button" className="button" onClick={() => setReviewing(true)}>
          {t`Skontrolovať a podpísať`}
        </button>
      )}
      {!mySignature && reviewing && (
        <SignForm
          token={kept.token}
          onBack={() => setReviewing(false)}
          onSigned={(next) => {
            setReviewing(false);
            show(next);
          }}
        />
      )}
    </>
  );
}

/**
 * The signature: the typed name with one drawn with a finger, or, for a person who cannot draw
 * (a keyboard, a switch, a screen reader), the typed name with the explicit confirmation that it
 * is their signature. Focus comes to its heading when it opens; everything in it works by keyboard.
 */
function SignForm({ token, onSigned, onBack }: { token: string; onSigned(statement: Statement): void; onBack(): void }) {
  const { t } = useLingui();
  const [name, setName] = useState('');
  const [path, setPath] = useState('');
  const [typed, setTyped] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <form
      className="statement-sign"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (name.trim().length < 2 || (!typed && path.length < 3)) {
          setProblem(
            typed
              ? t`Napíšte svoje meno a priezvisko.`
              : t`Napíšte svoje meno a podpíšte sa prstom do poľa, alebo označte, že sa podpisujete napísaným menom.`,
          );
          return;
        }
        void signStatement(token, name.trim(), typed ? null : path).then((signed) =>
          signed ? onSigned(signed) : setProblem(t`Podpis sa nepodarilo uložiť. Skúste to, prosím, znova.`),
        );
      }}
    >
      <h2 ref={heading} tabIndex={-1}>
        {t`Podpis`}
      </h2>
      <p>{t`Podpisom potvrdzujete, že údaje v správe zodpovedajú skutočnosti. Po podpise oboch vodičov už správu nie je možné meniť.`}</p>
      {problem && <p role="alert">{problem}</p>}
      <div className="field">
        <label className="field-label" htmlFor="statement-signer">
          {t`Vaše meno a priezvisko`}
        </label>
        <input
          id="statement-signer"
          className="field-input"
          autoComplete="name"
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
        />
      </div>
      <div className="checkbox-field statement-sign__typed">
        <div className="choice">
          <input
            id="statement-sign-typed"
            className="choice__input"
            type="checkbox"
            checked={typed}
            aria-describedby="statement-sign-typed-hint"
            onChange={(event) => setTyped(event.currentTarget.checked)}
          />
          <label className="choice__label" htmlFor="statement-sign-typed">
            {t`Podpisujem sa napísaným menom`}
          </label>
        </div>
        <p className="field-hint" id="statement-sign-typed-hint">
          {t`Ak sa nemôžete podpísať prstom, vaše napísané meno s týmto potvrdením je váš podpis.`}
        </p>
      </div>
      {!typed && <DrawingPad label={t`Pole na podpis prstom`} clearLabel={t`Vymazať podpis`} value={path} onChange={setPath} />}
      <button type="submit" className="button">
        {t`Podpísať`}
      </button>{' '}
      <button type="button" className="button button--secondary" onClick={onBack}>
        {t`Späť na úpravy`}
      </button>
    </form>
  );
}

function Sealed({ statement }: { statement: Statement }) {
  const { t } = useLingui();
  return (
    <div className="statement-sealed">
      <p role="status">
        <strong>{t`Správa o nehode je podpísaná oboma vodičmi a uzavretá.`}</strong>
      </p>
      <dl>
        {(['A', 'B'] as const).map((driver) => (
          <div key={driver}>
            <dt>{driver === 'A' ? t`Podpis vodiča A` : t`Podpis vodiča B`}</dt>
            <dd>
              {statement.signatures[driver]?.name}
              {statement.signatures[driver]?.typed ? (
                <span className="statement-typed-signature">{t`(podpísané napísaným menom)`}</span>
              ) : (
                <svg className="statement-signature" viewBox="0 0 300 120" aria-hidden="true">
                  <path d={statement.signatures[driver]?.path} fill="none" stroke="currentColor" strokeWidth={2.5} />
                </svg>
              )}
            </dd>
          </div>
        ))}
        <div>
          <dt>{t`Kontrolný súčet (SHA-256)`}</dt>
          <dd className="statement-hash">{statement.sha256}</dd>
        </div>
      </dl>
      <StatementForm statement={statement} token="" onStatement={() => undefined} readOnly />
    </div>
  );
}
