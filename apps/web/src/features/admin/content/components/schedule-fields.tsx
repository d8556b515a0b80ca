import { useState } from 'react';
import { indiaDateTimeToIso, isoToIndiaDateTime } from '@charity/shared';
import { CustomField } from '#src/components/forms/form-fields.tsx';

/**
 * What a half-typed time holds: not an instant, so the shared schema puts its message ("Please enter a date and
 * time") under the field instead of the form sending half a time.
 */
const INCOMPLETE = 'incomplete';

type Control = { value: unknown; onChange: (value: unknown) => void; onBlur: () => void };

/** A date and a time of day in India, held by the form as one ISO instant (or null when both are empty). */
function IndiaDateTime({
  id,
  label,
  describedBy,
  invalid,
  field,
}: {
  id: string;
  label: string;
  describedBy: string | undefined;
  invalid: boolean;
  field: Control;
}) {
  const initial =
    typeof field.value === 'string' && field.value !== INCOMPLETE
      ? isoToIndiaDateTime(field.value)
      : { date: '', time: '' };
  const [date, setDate] = useState(initial.date);
  const [time, setTime] = useState(initial.time);
  const update = (nextDate: string, nextTime: string) => {
    setDate(nextDate);
    setTime(nextTime);
    if (nextDate === '' && nextTime === '') field.onChange(null);
    else field.onChange(indiaDateTimeToIso(nextDate, nextTime) ?? INCOMPLETE);
  };
  const aria = {
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
  };
  return (
    <div className="mt-1 flex flex-wrap items-center gap-2">
      <input
        id={id}
        type="date"
        className="rounded-xl border border-line bg-white px-4 py-3 text-ink aria-invalid:border-primary-strong"
        value={date}
        onChange={(event) => update(event.target.value, time)}
        onBlur={field.onBlur}
        {...aria}
      />
      <input
        type="time"
        className="rounded-xl border border-line bg-white px-4 py-3 text-ink aria-invalid:border-primary-strong"
        aria-label={`${label}: time in India`}
        value={time}
        onChange={(event) => update(date, event.target.value)}
        onBlur={field.onBlur}
        {...aria}
      />
      {date !== '' || time !== '' ? (
        <button
          type="button"
          className="btn btn-outline btn-sm"
          aria-label={`Clear ${label.toLowerCase()}`}
          onClick={() => update('', '')}
        >
          Clear
        </button>
      ) : null}
    </div>
  );
}

/**
 * The publish schedule (docs/product/console.md "Scheduling"): when the site publishes the record and, optionally,
 * withdraws it, entered in India's time. A publish time already past when saved publishes at once.
 */
export function ScheduleFields() {
  const fields = [
    {
      name: 'publish_at',
      label: 'Publish on',
      hint: 'Optional. India time. Until then the item stays hidden; a time already past publishes it now.',
    },
    {
      name: 'unpublish_at',
      label: 'Withdraw on',
      hint: 'Optional. India time. Must be after the publish time.',
    },
  ];
  return (
    <fieldset className="space-y-4 rounded-xl border border-line p-4">
      <legend className="px-1 font-semibold">Schedule</legend>
      {fields.map(({ name, label, hint }) => (
        <CustomField key={name} name={name} label={label} hint={hint} required={false}>
          {({ id, aria, field, fieldState }) => (
            <IndiaDateTime
              id={id}
              label={label}
              describedBy={aria['aria-describedby']}
              invalid={fieldState.invalid}
              field={field}
            />
          )}
        </CustomField>
      ))}
    </fieldset>
  );
}
