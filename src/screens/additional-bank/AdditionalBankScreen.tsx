import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { WizardForm } from '../../components/WizardForm.tsx';
import { additionalBankSchema } from '../../domain/settlement.ts';
import { bankAccountPatch, holderIdentificationOf, initialBankValue, type BankFormValue } from '../bank/bank-form.ts';
import { BankAccountFields } from '../bank/BankAccountFields.tsx';
import '../bank/bank.css';
import type { ScreenProps } from '../screen-props.ts';
import { StepError } from '../shared/StepError.tsx';
import '../shared/screens.css';

interface Values {
  incident: { bankAccount: BankFormValue };
}

/**
 * /additional-bank (SPEC §2): the account the payout goes to, with the bank widget: a saved account
 * of the policy or a new IBAN and BIC, and where SPEC asks for it the holder's identification. The
 * heading's scope variants are the shell's (titles.ts); Continue sends the account and the
 * statechart routes (scope12 to /other-damage, otherwise /additional-attachments).
 */
export default function AdditionalBankScreen(props: ScreenProps) {
  const { t } = useLingui();
  const smp = props.context === 'SMP';
  const incident = props.report.incident;
  const holder = holderIdentificationOf(props);
  const saved = props.availableBankAccounts;
  // A new schema only when what the holder is identified by changes, not for each new object.
  const holderPartyType = holder && holder.partyType;
  const schema = useMemo(
    () => additionalBankSchema({ today: props.today, holderIdentification: holderPartyType ? { partyType: holderPartyType } : false }),
    [props.today, holderPartyType],
  );
  const [initialValues] = useState<Values>(() => ({ incident: { bankAccount: initialBankValue(incident.bankAccount, saved) } }));
  const shopName = incident.carRepairService?.companyName?.trim() || null;
  const shopPaid = Boolean(shopName) && incident.forcePayoutToAggrieved !== true;

  let lead: string;
  if (shopPaid) {
    lead = smp
      ? t`Opravu vozidla zaplatíme priamo servisu ${shopName}. Zadajte účet klienta, na ktorý pošleme plnenie za ostatné škody.`
      : t`Opravu vozidla zaplatíme priamo servisu ${shopName}. Zadajte účet, na ktorý vám pošleme plnenie za ostatné škody.`;
  } else {
    lead = smp ? t`Zadajte bankový účet klienta, na ktorý pošleme plnenie.` : t`Zadajte bankový účet, na ktorý vám pošleme plnenie.`;
  }

  return (
    <>
      <p className="screen-lead">{lead}</p>
      <StepError error={props.error} />
      <WizardForm<Values>
        initialValues={initialValues}
        validationSchema={schema}
        busy={props.busy}
        onSubmit={(values) =>
          props.submit({ incident: { bankAccount: bankAccountPatch(values.incident.bankAccount, holder, props.today) } })
        }
      >
        <BankAccountFields savedAccounts={saved} holder={holder} context={props.context} />
      </WizardForm>
    </>
  );
}
