import type { I18n } from '@lingui/core';
import type { SavedObjectResult } from './report.ts';
import { summaryLabel } from './summary-labels.ts';

/** "Vozidlo BA111AA", "Vozidlo Bez EČV", "Majetok": a damaged object's type with its label (SPEC /confirm). */
export function savedObjectName(result: Pick<SavedObjectResult, 'objectType' | 'objectLabel'>, i18n: I18n): string {
  const type = summaryLabel(`objectType.${result.objectType}`, i18n);
  const label = result.objectLabel ?? (result.objectType === 'VEHICLE' ? summaryLabel('vehicle.noLicensePlate', i18n) : null);
  return label ? `${type} ${label}` : type;
}
