import type { StepInput } from '../../steps/step.ts';
import type { ScreenProps } from '../screen-props.ts';

/** What a step is given on a screen: the report and the facts the shell reads from the statechart. */
export const stepInputOf = (props: ScreenProps): StepInput => ({
  report: props.report,
  context: props.context,
  scope: props.scope,
  policyType: props.policyType,
  reasonGroups: props.reasonGroups,
  today: props.today,
  phonePrefixes: props.phonePrefixes.map((prefix) => prefix.code),
  permissibleCombinations: props.permissibleCombinations,
});
