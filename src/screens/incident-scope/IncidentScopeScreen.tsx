import { Trans, useLingui } from '@lingui/react/macro';
import { Notice } from '../../components/Notice.tsx';
import { OptionCards, type CardOption } from '../../components/OptionCards.tsx';
import { CLAIMS_HOTLINE } from '../../domain/insurer.ts';
import { WizardForm } from '../../components/WizardForm.tsx';
import { STATEMENT_START_ROUTE } from '../../domain/accident-statement.ts';
import { incidentScopeSchema } from '../../domain/validation/incident-scope-schema.ts';
import type { ScopeOfDamageOption, ScreenProps } from '../screen-props.ts';
import { schemaErrors } from '../shared/schema-errors.ts';
import { StepError } from '../shared/StepError.tsx';
import '../shared/screens.css';

/** The Formik name (and document path) of the chosen objects; the form holds their ids. */
const SCOPES_FIELD = 'incident.scopesOfDamage';

interface Values {
  incident: { scopesOfDamage: number[] };
}

type Locale = 'sk' | 'en';

/**
 * The objects chosen before. After the no-plate alert turned scope1 into scope3 (D20), the
 * reporter chose "my vehicle", not "my property": that is what they see again.
 */
function chosenIds(report: ScreenProps['report']): number[] {
  if (report.incident.originalScopeOfDamage === 'scope1') return [1];
  return (report.incident.scopesOfDamage ?? []).map((scope) => scope.objectId);
}

/** A tile may be added when the selection with it still fits one of the allowed sets. */
function combinable(selected: readonly number[], objectId: number, combinations: readonly number[][]): boolean {
  if (combinations.length === 0 || selected.includes(objectId)) return true;
  const wanted = [...selected, objectId];
  return combinations.some((combination) => wanted.every((id) => combination.includes(id)));
}

/**
 * The server refused the link's id: malformed (400, a link cut short or mistyped) or no such
 * report (404, deleted). Opening the link again would not help; the connection is not to blame.
 */
const linkNotValid = (status: number | undefined) => status === 400 || status === 404;

/**
 * /incident-scope (SPEC §2 "Scopes of damage"): the objects of damage as multi-select tiles, in
 * the portal's wording on SMP; a tile that cannot join the current selection is disabled and says
 * why. Continue sends the chosen objects with their wording; the machine routes.
 */
export default function IncidentScopeScreen(props: ScreenProps) {
  const { t, i18n } = useLingui();
  const locale: Locale = i18n.locale === 'en' ? 'en' : 'sk';
  const combinations = props.permissibleCombinations;

  if (props.error?.kind === 'lookup') {
    return (
      <Notice tone="warning" title={t`Možnosti sa nepodarilo načítať`} announce>
        <p>{t`Nepodarilo sa nám načítať, čo môžete nahlásiť. Skontrolujte pripojenie na internet a skúste to znova.`}</p>
        <button type="button" className="button screen-retry" disabled={props.busy} onClick={() => props.send({ type: 'RETRY' })}>
          {t`Skúsiť znova`}
        </button>
      </Notice>
    );
  }
  // Until the tiles are loaded the shell shows its loading overlay.
  if (props.scopesOfDamageOptions.length === 0) return null;

  const label = (option: ScopeOfDamageOption) => {
    const wording = props.context === 'SMP' ? option.kindSmp : option.kind;
    return wording[locale] || wording.sk;
  };
  const schema = incidentScopeSchema(combinations.length > 0 ? { permissibleCombinations: combinations } : {});
  const optionOf = new Map(props.scopesOfDamageOptions.map((option) => [option.objectId, option]));
  // The schema reads the chosen objects as `{ objectId }` items, as the document has them.
  const asDocument = (values: Values) => ({
    incident: { scopesOfDamage: values.incident.scopesOfDamage.map((objectId) => ({ objectId })) },
  });

  return (
    <>
      {props.error?.kind === 'load' && (
        <Notice tone="warning" announce>
          <p>
            {linkNotValid(props.error.status)
              ? t`Tento odkaz nie je platný alebo rozpracované hlásenie už bolo vymazané: hlásenia, v ktorých sa dlho nepokračovalo, mažeme. Začnite nové hlásenie: nižšie vyberte, čo sa stalo.`
              : t`Rozpracované hlásenie sa nám teraz nepodarilo načítať. Skontrolujte pripojenie na internet a otvorte odkaz z e-mailu znova, alebo začnite nové.`}
          </p>
        </Notice>
      )}
      {props.context === 'WEB' && <StartIntro />}
      {props.context === 'WEB' && (
        <p className="start-statement">
          <a className="button button--secondary" href={`/motor${STATEMENT_START_ROUTE}`}>
            {t`Spísať správu o nehode s druhým vodičom`}
          </a>
        </p>
      )}
      <StepError error={props.error} />
      <WizardForm<Values>
        initialValues={{ incident: { scopesOfDamage: chosenIds(props.report) } }}
        validate={(values) => schemaErrors<Values>(schema, asDocument(values))}
        busy={props.busy}
        onSubmit={(values) =>
          props.submit({
            incident: {
              scopesOfDamage: values.incident.scopesOfDamage.map((objectId) => {
                const option = optionOf.get(objectId);
                return option ? { objectId, kind: option.kind } : { objectId };
              }),
            },
          })
        }
      >
        {({ values }) => {
          const selected = values.incident.scopesOfDamage;
          const options: Array<CardOption<number>> = props.scopesOfDamageOptions.map((option) => {
            const disabled = !combinable(selected, option.objectId, combinations);
            return {
              value: option.objectId,
              label: label(option),
              disabled,
              ...(disabled && { disabledReason: t`Nedá sa vybrať spolu s tým, čo ste už označili.` }),
            };
          });
          return (
            <OptionCards<number>
              name={SCOPES_FIELD}
              label={t`Označte všetko, čo sa stalo`}
              hint={t`Nahlásiť môžete aj vozidlo bez evidenčného čísla, napríklad kolobežku.`}
              options={options}
              multiple
            />
          );
        }}
      </WizardForm>
    </>
  );
}

/**
 * The start of the journey tells a person what to have at hand and where to call, so they need
 * not abandon it half-way to look for a policy number. (Not in portals: an agent knows.)
 */
function StartIntro() {
  const { t } = useLingui();
  const hotline = CLAIMS_HOTLINE.display;
  return (
    <p className="start-intro">
      {t`Pripravte si evidenčné číslo vozidla alebo číslo poistnej zmluvy, fotografie poškodenia a číslo účtu (IBAN) na výplatu.`}{' '}
      <Trans>
        Poradíme vám na škodovej linke <a href={`tel:${CLAIMS_HOTLINE.dial}`}>{hotline}</a>.
      </Trans>
    </p>
  );
}
