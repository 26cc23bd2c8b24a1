import { useLingui } from '@lingui/react/macro';
import type { RepairOption, RepairServiceKind } from '../../domain/address.ts';

export interface RepairLabels {
  kinds: Record<RepairServiceKind, string>;
  options: Record<RepairOption, string>;
}

/** The names of a shop's services and options, in the filters and on each shop's card. */
export function useRepairLabels(): RepairLabels {
  const { t } = useLingui();
  return {
    kinds: {
      GENERAL: t`Všeobecné klampiarske práce`,
      GLASS: t`Autosklo`,
      HAIL: t`Oprava po krupobití`,
    },
    options: {
      REPLACEMENT_VEHICLE: t`Náhradné vozidlo`,
      CLIENT_PICKUP: t`Pristavenie a odvoz vozidla`,
      TOWING: t`Odťah`,
    },
  };
}
