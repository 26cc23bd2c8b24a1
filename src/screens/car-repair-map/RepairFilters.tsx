import { useLingui } from '@lingui/react/macro';
import { REPAIR_OPTIONS, REPAIR_SERVICE_KINDS } from '../../domain/address.ts';
import type { RepairLabels } from './repair-labels.ts';
import type { Filters } from './use-repair-shop-search.ts';

interface RepairFiltersProps {
  filters: Filters;
  labels: RepairLabels;
  onToggle<K extends keyof Filters>(key: K, value: Filters[K][number], checked: boolean): void;
}

/** The services a shop must offer, and its further options: each ticked one narrows the list. */
export function RepairFilters({ filters, labels, onToggle }: RepairFiltersProps) {
  const { t } = useLingui();
  return (
    <>
      <fieldset className="fieldset repair-filters">
        <legend className="field-legend">{t`Služby, ktoré servis musí ponúkať`}</legend>
        {REPAIR_SERVICE_KINDS.map((kind) => (
          <FilterBox
            key={kind}
            id={`filter-${kind}`}
            label={labels.kinds[kind]}
            checked={filters.kinds.includes(kind)}
            onChange={(checked) => onToggle('kinds', kind, checked)}
          />
        ))}
      </fieldset>
      <fieldset className="fieldset repair-filters">
        <legend className="field-legend">{t`Ďalšie možnosti`}</legend>
        {REPAIR_OPTIONS.map((option) => (
          <FilterBox
            key={option}
            id={`filter-${option}`}
            label={labels.options[option]}
            checked={filters.options.includes(option)}
            onChange={(checked) => onToggle('options', option, checked)}
          />
        ))}
      </fieldset>
    </>
  );
}

function FilterBox({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="choice">
      <input
        className="choice__input"
        type="checkbox"
        id={id}
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <label className="choice__label" htmlFor={id}>
        {label}
      </label>
    </div>
  );
}
