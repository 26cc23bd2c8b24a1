import { useLingui } from '@lingui/react/macro';
import { Checkbox } from '../../components/Checkbox.tsx';
import { Notice } from '../../components/Notice.tsx';
import { GUARANTEE_FUND } from '../../domain/insurer.ts';

/** Whose identity the box waives: the one who caused the damage, a damaged thing's owner, an injured person. */
export type UnknownPartyKind = 'culprit' | 'owner' | 'injured';

/**
 * D22: "Neviem, kto to bol" on a party form. Ticked, the form hides the party's names, type and
 * contact (its Continue sends them cleared); a plate or a vehicle description stays asked. Its
 * hint fits the party: only a culprit drives off; a parked car's owner is no culprit.
 */
export function UnknownPartyCheckbox({ name, party = 'culprit' }: { name: string; party?: UnknownPartyKind }) {
  const { t } = useLingui();
  const hints: Record<UnknownPartyKind, string> = {
    culprit: t`Napríklad keď vinník z miesta odišiel alebo sa majiteľ nikdy neukázal. Meno a kontakt potom nevypĺňate.`,
    owner: t`Napríklad keď sa majiteľ na mieste neukázal a nepoznáte ho. Meno a kontakt potom nevypĺňate.`,
    injured: t`Napríklad keď meno a kontakt zraneného nepoznáte. Potom ich nevypĺňate.`,
  };
  return <Checkbox name={`${name}.isUnknown`} label={t`Neviem, kto to bol`} hint={hints[party]} />;
}

/**
 * D22: damage caused by an unidentified (or uninsured) vehicle is claimed from the Slovak Insurers'
 * Bureau's guarantee fund. Shown in a PZP branch when the vehicle that caused it is unidentified;
 * the report can still be sent.
 */
export function GuaranteeFundNotice() {
  const { t } = useLingui();
  return (
    <Notice title={t`Škodu spôsobenú nezisteným vozidlom uhrádza garančný fond`} announce>
      <p>
        {t`Škodu spôsobenú nezisteným alebo nepoisteným vozidlom si uplatníte z garančného fondu, ktorý spravuje Slovenská kancelária poisťovateľov (SKP):`}
      </p>
      <p>
        {GUARANTEE_FUND.name}
        <br />
        {GUARANTEE_FUND.address}
        <br />
        <a href={GUARANTEE_FUND.web}>{GUARANTEE_FUND.webDisplay}</a>
      </p>
      <p>{t`Hlásenie môžete aj tak dokončiť a poslať nám.`}</p>
    </Notice>
  );
}
