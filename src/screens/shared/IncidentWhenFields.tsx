import { useLingui } from '@lingui/react/macro';
import { DateField } from '../../components/DateField.tsx';
import { addDays, parseIso } from '../../components/date-format.ts';
import { TimeField } from '../../components/TimeField.tsx';
import { parseDateInput } from '../../domain/validation/dates.ts';
import { parseTimeInput } from '../../domain/validation/times.ts';
import type { Incident } from '../../domain/report.ts';

/** The incident's date and optional time as a form holds them: the texts as typed. */
export interface IncidentWhenValue {
  date: string;
  time: string;
}

export const incidentWhenValue = (incident: Pick<Incident, 'date' | 'time'>): IncidentWhenValue => ({
  date: incident.date ?? '',
  time: incident.time ?? '',
});

/** What is sent: `yyyy-mm-dd` (or the text, which the schema refused) and `HH:mm` or null (D23). */
export const incidentWhenPatch = (value: IncidentWhenValue) => ({
  date: parseDateInput(value.date) ?? value.date,
  time: parseTimeInput(value.time),
});

/** "When did it happen?": the date (SPEC §5) and the optional time (D23), at `incident.date` and `incident.time`. */
export function IncidentWhenFields({ today }: { today: string }) {
  const { t } = useLingui();
  // At the roadside the day is today, or yesterday when reported the morning after: one tap each.
  const day = parseIso(today);
  const shortcuts = day
    ? [
        { label: t`Dnes`, date: day },
        { label: t`Včera`, date: addDays(day, -1) },
      ]
    : [];
  return (
    <>
      <DateField name="incident.date" label={t`Kedy sa udalosť stala?`} max={today} shortcuts={shortcuts} />
      <TimeField name="incident.time" label={t`O koľkej sa udalosť stala?`} optional />
    </>
  );
}
