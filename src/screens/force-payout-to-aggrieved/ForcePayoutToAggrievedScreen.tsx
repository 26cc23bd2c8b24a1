import { useLingui } from '@lingui/react/macro';
import { setIn, useFormikContext } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import { OptionCards, type CardOption } from '../../components/OptionCards.tsx';
import { WizardForm } from '../../components/WizardForm.tsx';
import { formatAddress } from '../../domain/format.ts';
import { optionText, PAYOUT_LABELS, wordingOf } from '../../domain/option-labels.ts';
import { directPaymentHasCoPayment, forcePayoutSchema, payoutChoiceOf, type PayoutChoice } from '../../domain/settlement.ts';
import {
  bankAccountPatch,
  emptyBankValue,
  holderIdentificationOf,
  initialBankValue,
  BANK_ACCOUNT_FIELD,
  type BankFormValue,
} from '../bank/bank-form.ts';
import { BankAccountFields } from '../bank/BankAccountFields.tsx';
import '../bank/bank.css';
import { CLEARED_BANK_ACCOUNT } from '../../domain/report.ts';
import type { ScreenPatch, ScreenProps } from '../screen-props.ts';
import { StepError } from '../shared/StepError.tsx';
import '../shared/screens.css';

const PAYOUT_FIELD = 'incident.payoutTo';

interface Values {
  incident: { payoutTo: PayoutChoice | null; bankAccount: BankFormValue };
}

/** Scopes whose next step without forced payout is /additional-bank, for the other damage's account (SPEC §2). */
const ASKS_ACCOUNT_NEXT = ['scope13', 'scope14', 'scope134'];

/**
 * /force-payout-to-aggrieved (SPEC §2), after a contracted repair shop was chosen on the map: the
 * insurer pays the shop directly (with the contract's co-payment from casco, without from the
 * responsible driver's PZP), or the reporter insists on the payout to their own account, which the
 * bank widget then asks for. Switching between the two empties the widget, as the statechart
 * resets the document's account when the answer changes (SPEC §4).
 */
export default function ForcePayoutToAggrievedScreen(props: ScreenProps) {
  const { t, i18n } = useLingui();
  const smp = props.context === 'SMP';
  // The options' labels are those the summary restates (option-labels.ts).
  const wording = wordingOf(props.context);
  const incident = props.report.incident;
  const service = incident.carRepairService;
  const shopName = service?.companyName?.trim() || null;
  const shopAddress = service?.address ? formatAddress(service.address, i18n) : '';
  const holder = holderIdentificationOf(props);
  const saved = props.availableBankAccounts;
  // A new schema only when what the holder is identified by changes, not for each new object.
  const holderPartyType = holder && holder.partyType;
  const schema = useMemo(
    () => forcePayoutSchema({ today: props.today, holderIdentification: holderPartyType ? { partyType: holderPartyType } : false }),
    [props.today, holderPartyType],
  );
  const [initialValues] = useState<Values>(() => {
    const forced = incident.forcePayoutToAggrieved;
    return {
      incident: {
        payoutTo: payoutChoiceOf(forced),
        bankAccount: forced === true ? initialBankValue(incident.bankAccount, saved) : emptyBankValue(saved),
      },
    };
  });

  const patchOf = (values: Values): ScreenPatch => {
    if (values.incident.payoutTo === 'ownAccount') {
      return {
        incident: { forcePayoutToAggrieved: true, bankAccount: bankAccountPatch(values.incident.bankAccount, holder, props.today) },
      };
    }
    // The shop is paid: no account for the vehicle. In scopes 13, 14, 134 the next step asks for the
    // other damage's account; one entered there already stays (the statechart still clears the
    // forced-payout account when the answer changed, SPEC §4).
    if (ASKS_ACCOUNT_NEXT.includes(props.scope ?? '') && incident.forcePayoutToAggrieved !== true) {
      return { incident: { forcePayoutToAggrieved: false } };
    }
    return { incident: { forcePayoutToAggrieved: false, bankAccount: { ...CLEARED_BANK_ACCOUNT } } };
  };

  const coPayment = directPaymentHasCoPayment(props.policyType);
  const direct = smp
    ? coPayment
      ? t`Opravu zaplatíme priamo servisu. Klient v servise doplatí iba spoluúčasť podľa poistnej zmluvy.`
      : t`Opravu zaplatíme priamo servisu, bez spoluúčasti. Klient v servise za opravu nič nedopláca.`
    : coPayment
      ? t`Opravu zaplatíme priamo servisu. V servise doplatíte iba spoluúčasť podľa vašej poistnej zmluvy.`
      : t`Opravu zaplatíme priamo servisu, bez spoluúčasti. V servise za opravu nič nedoplácate.`;
  const options: Array<CardOption<PayoutChoice>> = [
    {
      value: 'repairShop',
      label: optionText(PAYOUT_LABELS.repairShop, wording, i18n),
      description: direct,
    },
    {
      value: 'ownAccount',
      label: optionText(PAYOUT_LABELS.ownAccount, wording, i18n),
      description: smp
        ? t`Plnenie pošleme na bankový účet klienta. Opravu so servisom vyrovná klient sám.`
        : t`Plnenie vám pošleme na bankový účet. Opravu so servisom vyrovnáte sami.`,
    },
  ];

  return (
    <>
      {shopName && (
        <div className="settlement-shop">
          <p className="settlement-shop__name">{t`Vybraný zmluvný servis: ${shopName}`}</p>
          {shopAddress && <p className="settlement-shop__address">{shopAddress}</p>}
        </div>
      )}
      <StepError error={props.error} />
      <WizardForm<Values>
        initialValues={initialValues}
        validationSchema={schema}
        busy={props.busy}
        onSubmit={(values) => props.submit(patchOf(values))}
      >
        {({ values }) => (
          <>
            <PayoutChoiceEffects saved={saved} />
            <OptionCards<PayoutChoice> name={PAYOUT_FIELD} label={t`Komu zaplatíme opravu?`} options={options} />
            {values.incident.payoutTo === 'ownAccount' && (
              <BankAccountFields savedAccounts={saved} holder={holder} context={props.context} />
            )}
          </>
        )}
      </WizardForm>
    </>
  );
}

/**
 * SPEC §4 "toggling forced payout resets the bank account", mirrored in the form: when the answer
 * changes the widget starts empty again (a saved account to choose when there are any).
 */
function PayoutChoiceEffects({ saved }: { saved: ScreenProps['availableBankAccounts'] }) {
  const { values, touched, setFieldValue, setTouched, validateForm } = useFormikContext<Values>();
  const choice = values.incident.payoutTo;
  const shown = useRef(choice);
  useEffect(() => {
    if (shown.current === choice) return;
    shown.current = choice;
    const empty = emptyBankValue(saved);
    void setFieldValue(BANK_ACCOUNT_FIELD, empty, false);
    void setTouched(setIn(touched, BANK_ACCOUNT_FIELD, {}), false);
    void validateForm(setIn(values, BANK_ACCOUNT_FIELD, empty));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a changed answer resets the widget (SPEC §4)
  }, [choice]);
  return null;
}
