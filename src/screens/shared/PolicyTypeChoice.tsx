import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { OptionCards, type CardOption } from '../../components/OptionCards.tsx';
import type { PolicyType } from '../../domain/report.ts';

/** The Formik name (and document path) of the policy type. */
export const POLICY_TYPE_FIELD = 'incident.policyType';

export interface PolicyTypeChoiceProps {
  /** The question (the fieldset's legend). */
  label?: string;
  hint?: ReactNode;
  /** What each choice means on this screen; the labels default to the products' names. */
  pzp: { label?: string; description?: ReactNode };
  casco: { label?: string; description?: ReactNode };
}

/**
 * PZP or CASCO as two cards (/policy-type and the alerts of SPEC §2). PZP is the liability cover,
 * CASCO the casco (or mini-casco) cover; each screen says in its descriptions what that means for
 * the reporter there.
 */
export function PolicyTypeChoice({ label, hint, pzp, casco }: PolicyTypeChoiceProps) {
  const { t } = useLingui();
  const options: Array<CardOption<PolicyType>> = [
    { value: 'CASCO', label: casco.label ?? t`Havarijné poistenie`, description: casco.description },
    { value: 'PZP', label: pzp.label ?? t`Povinné zmluvné poistenie (PZP)`, description: pzp.description },
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
