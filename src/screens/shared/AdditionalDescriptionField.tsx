import { useLingui } from '@lingui/react/macro';
import { Textarea } from '../../components/Textarea.tsx';
import { LIMITS } from '../../domain/validation/limits.ts';

/**
 * `incident.descriptionAdditional`, which SPEC asks on /incident-details and again on
 * /additional-attachments: one answer, so both screens ask it in the same words, and the second
 * shows what the first took. Not labelled "Doplňujúce informácie": that is section 5's name.
 */
export function AdditionalDescriptionField() {
  const { t } = useLingui();
  return (
    <Textarea
      name="incident.descriptionAdditional"
      label={t`Chcete k hláseniu ešte niečo doplniť?`}
      hint={t`Napríklad kto bol svedkom udalosti alebo čo je na priložených fotografiách.`}
      optional
      maxLength={LIMITS.descriptionMaxLength}
    />
  );
}
