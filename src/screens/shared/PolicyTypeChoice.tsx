import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { OptionCards, type CardOption } from '../../components/OptionCards.tsx';
import { objectsOf } from '../../domain/incident-questions.ts';
import { optionText, policyTypeLabel, wordingOf, type PolicyTypeFacts } from '../../domain/option-labels.ts';
import type { PolicyType } from '../../domain/report.ts';

/** The Formik name (and document path) of the policy type. */
export const POLICY_TYPE_FIELD = 'incident.policyType';

export interface PolicyTypeChoiceProps {
  /** The question (the fieldset's legend). */
  label?: string;
  hint?: ReactNode;
  /** The report's context: the labels' wording (option-labels.ts). */
  context: string;
  /** What the choice reads as on this screen: see `policyTypeFactsOnScreen`. */
  facts: PolicyTypeFacts;
  /** What each choice means on this screen. */
  pzp: { description?: ReactNode };
  casco: { description?: ReactNode };
}

/**
 * The facts that word the choice on a screen: the scope (PZP is the reporter's own liability cover
 * when their vehicle caused damage, else that of whoever caused it) and whether CASCO means the
 * mini-casco, which is the premise of /alert-have-only-mini-casco only (/policy-type is shown with
 * a casco product, D3; /alert-dont-have-casco asks for a casco policy's number). The summary words
 * the policy type by the same rule from the report (option-labels.ts `policyTypeFactsOf`).
 */
export const policyTypeFactsOnScreen = (scope: string | null, miniCascoOnly: boolean): PolicyTypeFacts => ({
  miniCascoOnly,
  ownLiability: objectsOf(scope).includes(2),
});

/**
 * PZP or CASCO as two cards (/policy-type and the alerts of SPEC §2), labelled as the summary
 * restates the choice (option-labels.ts); each screen says in its descriptions what that means for
 * the reporter there.
 */
export function PolicyTypeChoice({ label, hint, context, facts, pzp, casco }: PolicyTypeChoiceProps) {
  const { t, i18n } = useLingui();
  const wording = wordingOf(context);
  const options: Array<CardOption<PolicyType>> = [
    { value: 'CASCO', label: optionText(policyTypeLabel('CASCO', facts), wording, i18n), description: casco.description },
    { value: 'PZP', label: optionText(policyTypeLabel('PZP', facts), wording, i18n), description: pzp.description },
  ];
  return <OptionCards name={POLICY_TYPE_FIELD} label={label ?? t`Vyberte poistenie`} hint={hint} options={options} />;
}

/**
 * The choice the form starts with: none, so the reporter decides (the machine's policy type at
 * this point is only the server's default, SPEC §4), unless the portal said which cover the
 * report is about (`poistenie`, SPEC "Start").
 */
export function initialPolicyType(portal: { insurance?: PolicyType | null } | null): PolicyType | null {
  return portal?.insurance ?? null;
}
