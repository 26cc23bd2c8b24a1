import { useLingui } from '@lingui/react/macro';
import { MAX_DAMAGED_OBJECTS_PER_REPORT } from '../../domain/damaged-objects.ts';
import type { ScreenProps } from '../screen-props.ts';
import { FailedStepNotice, StepError } from '../shared/StepError.tsx';

const maxObjects = MAX_DAMAGED_OBJECTS_PER_REPORT;

/**
 * StepError of the other-damage screens, plus the one refusal that is theirs: the report would
 * have more damaged objects than the server takes (400 TOO_MANY_DAMAGED_OBJECTS), which trying
 * again does not cure. (Kept out of StepError, which the first screen loads.)
 */
export function DamageStepError({ error }: { error: ScreenProps['error'] }) {
  const { t } = useLingui();
  if (error?.code !== 'TOO_MANY_DAMAGED_OBJECTS') return <StepError error={error} />;
  return (
    <FailedStepNotice title={t`Toľko škôd sa do jedného hlásenia nezmestí`}>
      <p>{t`Jedno hlásenie môže mať najviac ${maxObjects} poškodených vozidiel, vecí a osôb. Odstráňte, prosím, záznamy navyše a opíšte ich v doplňujúcom popise pri prílohách.`}</p>
    </FailedStepNotice>
  );
}
