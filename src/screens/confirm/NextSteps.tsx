import { useLingui } from '@lingui/react/macro';
import { GUARANTEE_FUND } from '../../domain/insurer.ts';
import type { NextStep, NextStepId } from '../../domain/next-steps.ts';

/**
 * The numbered "what happens next" table (SPEC §2 /confirm); which steps and which are done come
 * from src/domain/next-steps.ts, this words them. Impersonal wording, so it reads right for a WEB
 * customer, a KZ reporter and an SMP agent reporting for a client.
 */
export function NextSteps({ steps, serviceName }: { steps: NextStep[]; serviceName: string | null }) {
  const { t } = useLingui();
  const name = serviceName ?? '';

  const text = (id: NextStepId): string => {
    switch (id) {
      case 'reported':
        return t`Hlásenie škody je odoslané.`;
      case 'reportedOwnDamage':
        return t`Poškodenie vozidla je nahlásené z havarijného poistenia.`;
      case 'reportedCausedDamage':
        return t`Škoda, ktorú vozidlo spôsobilo iným, je nahlásená z povinného zmluvného poistenia.`;
      case 'verifyResponsibleInsurance':
        return t`Overíme poistenie vozidla, ktoré škodu spôsobilo. Ak nie je poistené u nás, oznámime, kde si treba škodu uplatniť.`;
      case 'guaranteeFund': {
        const web = GUARANTEE_FUND.webDisplay;
        return t`Škodu spôsobenú nezisteným vozidlom uhrádza garančný fond Slovenskej kancelárie poisťovateľov (SKP). Uplatniť ju treba tam: ${web}.`;
      }
      case 'contactAggrieved':
        return t`Spojíme sa s poškodenými a ich škody posúdime z povinného zmluvného poistenia vozidla.`;
      case 'serviceContact':
        return name
          ? t`Zmluvný servis ${name} sa ozve a dohodne termín obhliadky a opravy.`
          : t`Zmluvný servis sa ozve a dohodne termín obhliadky a opravy.`;
      case 'serviceRepair':
        return t`Servis vozidlo obhliadne, rozsah opravy dohodne s nami a vozidlo opraví.`;
      case 'inspection':
        return t`Ozveme sa a dohodneme obhliadku vozidla.`;
      case 'repairOwnChoice':
        return t`Po obhliadke je možné vozidlo opraviť v ľubovoľnom servise a faktúru za opravu poslať nám.`;
      case 'healthDocuments':
        return t`Vyžiadame si lekárske správy a doklady o liečení.`;
      case 'assessment':
        return t`Škodu posúdime a o výsledku budeme informovať.`;
      case 'paidToServiceWithExcess':
        return t`Opravu uhradíme priamo servisu. Servisu sa doplatí iba spoluúčasť podľa poistnej zmluvy.`;
      case 'paidToService':
        return t`Opravu uhradíme priamo servisu.`;
      case 'payoutToAccount':
        return t`Poistné plnenie vyplatíme na bankový účet uvedený v hlásení.`;
    }
  };

  return (
    <table className="next-steps">
      <caption className="next-steps__caption">{t`Čo bude nasledovať`}</caption>
      <thead>
        <tr>
          <th scope="col">{t`Krok`}</th>
          <th scope="col">{t`Čo sa stane`}</th>
          <th scope="col">{t`Stav`}</th>
        </tr>
      </thead>
      <tbody>
        {steps.map((step, index) => (
          <tr key={step.id} className={step.done ? 'next-steps__row next-steps__row--done' : 'next-steps__row'}>
            <th scope="row" className="next-steps__number">
              {index + 1}.
            </th>
            <td>{text(step.id)}</td>
            <td className="next-steps__status">
              {step.done ? (
                <>
                  <span aria-hidden="true" className="next-steps__tick">
                    ✓{' '}
                  </span>
                  {t`Hotovo`}
                </>
              ) : (
                t`Nasleduje`
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
