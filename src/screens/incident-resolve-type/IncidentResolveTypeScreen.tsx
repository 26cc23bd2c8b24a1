import { useLingui } from '@lingui/react/macro';
import { Notice } from '../../components/Notice.tsx';
import { OptionCards, type CardOption } from '../../components/OptionCards.tsx';
import { WizardForm } from '../../components/WizardForm.tsx';
import { optionText, RESOLVE_TYPE_LABELS, wordingOf } from '../../domain/option-labels.ts';
import { offeredResolveTypes, resolveTypeSchema, type ResolveType } from '../../domain/settlement.ts';
import type { ScreenProps } from '../screen-props.ts';
import { StepError } from '../shared/StepError.tsx';
import '../shared/screens.css';

const RESOLVE_TYPE_FIELD = 'incident.resolveType';

interface Values {
  incident: { resolveType: ResolveType | null };
}

/**
 * /incident-resolve-type (SPEC §2): how the damage to the vehicle is to be settled: the reporter
 * takes it to a contracted repair shop (toService), it is already in a repair shop (inService), or
 * the reporter has it repaired and is paid out (selfRepair, not offered when only the windshield is
 * damaged). Continue sends the choice; the statechart routes (repair shop ways to /car-repair-map,
 * self repair to /additional-bank) and, when the choice changed, drops the repair shop chosen
 * before (SPEC §4), which this screen says beforehand.
 */
export default function IncidentResolveTypeScreen(props: ScreenProps) {
  const { t, i18n } = useLingui();
  const smp = props.context === 'SMP';
  const incident = props.report.incident;
  const offered = offeredResolveTypes(incident);
  const windshieldOnly = !offered.includes('selfRepair');
  const stored = incident.resolveType ?? null;
  const initial = stored && offered.includes(stored) ? stored : null;
  const shopName = incident.carRepairService?.companyName?.trim() || null;

  // The labels are those the summary restates (option-labels.ts); the descriptions are this screen's.
  const descriptions: Record<ResolveType, string> = {
    toService: t`V ďalšom kroku vyberiete na mape jeden z našich zmluvných servisov. Opravu môžeme zaplatiť priamo servisu.`,
    inService: t`V ďalšom kroku vyberiete servis na mape, ak je medzi našimi zmluvnými servismi. Ak nie je, pokračujete bez výberu.`,
    selfRepair: smp
      ? t`Plnenie vyplatíme klientovi na bankový účet. Účet zadáte v ďalšom kroku.`
      : t`Plnenie vám vyplatíme na bankový účet. Účet zadáte v ďalšom kroku.`,
  };
  const options: Array<CardOption<ResolveType>> = offered.map((value) => ({
    value,
    label: optionText(RESOLVE_TYPE_LABELS[value], wordingOf(props.context), i18n),
    description: descriptions[value],
  }));

  return (
    <>
      {windshieldOnly && <p className="screen-lead">{t`Keďže je poškodené iba čelné sklo, jeho výmenu alebo opravu riešime v servise.`}</p>}
      <StepError error={props.error} />
      <WizardForm<Values>
        initialValues={{ incident: { resolveType: initial } }}
        validationSchema={resolveTypeSchema(offered)}
        busy={props.busy}
        onSubmit={(values) => props.submit({ incident: { resolveType: values.incident.resolveType! } })}
      >
        {({ values }) => {
          const chosen = values.incident.resolveType;
          return (
            <>
              <OptionCards<ResolveType> name={RESOLVE_TYPE_FIELD} label={t`Spôsob riešenia škody`} options={options} />
              {shopName && chosen && chosen !== stored && (
                <Notice announce>
                  <p>
                    {chosen === 'selfRepair'
                      ? t`Zmenou spôsobu riešenia sa zruší výber zmluvného servisu ${shopName}.`
                      : t`Zmenou spôsobu riešenia sa zruší výber zmluvného servisu ${shopName}. Servis vyberiete na mape znova.`}
                  </p>
                </Notice>
              )}
            </>
          );
        }}
      </WizardForm>
    </>
  );
}
