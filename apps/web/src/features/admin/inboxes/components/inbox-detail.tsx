import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { Loading } from '#src/features/admin/ui/loading.tsx';
import { QueryFailure } from '#src/features/admin/ui/query-failure.tsx';
import { formatWhen } from '#src/features/admin/ui/format.ts';

/** One entry of a record's thread (a reply, a note): who, when, and what they wrote. */
export type ThreadEntry = {
  id: number;
  staffName: string | null;
  at: string;
  /** After the name and time, e.g. the status move a note records. */
  suffix?: string;
  text: string | null;
};

/** What makes one inbox's record page: its texts, its fields, its thread and the form under it. */
export type InboxDetailConfig<Record> = {
  /** The heading's id; the article is labelled by it. */
  headingId: string;
  /** Shown while the record loads, e.g. "Loading the message…". */
  loading: string;
  backLabel: string;
  heading: (record: Record) => ReactNode;
  /** Beside the heading, e.g. archiving a message. */
  actions?: (record: Record) => ReactNode;
  fields: (record: Record) => Array<[string, ReactNode]>;
  /** Under the fields, e.g. the message itself. */
  body?: (record: Record) => ReactNode;
  thread: {
    headingId: string;
    title: string;
    empty: string;
    entries: (record: Record) => ThreadEntry[];
  };
  /** Under the thread: the form that adds to it. */
  form: (record: Record) => ReactNode;
};

function ThreadItem({ entry }: { entry: ThreadEntry }) {
  return (
    <li className="rounded-2xl border border-line bg-sand p-4">
      <p className="text-sm font-semibold">
        {entry.staffName ?? 'A former staff member'}, {formatWhen(entry.at)}
        {entry.suffix ?? ''}
      </p>
      {entry.text ? <p className="mt-2 whitespace-pre-wrap">{entry.text}</p> : null}
    </li>
  );
}

/**
 * One record of an inbox (a contact message, a volunteer application): the way back to the list, the record with
 * its fields, its thread so far and the form that adds to it. Opening it moves focus to its heading, so keyboard
 * and screen-reader users land on what they opened.
 */
export function InboxDetail<Record>({
  query,
  backTo,
  config,
}: {
  query: UseQueryResult<Record>;
  backTo: string;
  config: InboxDetailConfig<Record>;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = query.data !== undefined;
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);

  if (query.isError) return <QueryFailure query={query} />;
  if (query.data === undefined) {
    return <Loading>{config.loading}</Loading>;
  }
  const record = query.data;
  const title = (
    <h2 id={config.headingId} ref={heading} tabIndex={-1} className="text-2xl font-semibold">
      {config.heading(record)}
    </h2>
  );
  const entries = config.thread.entries(record);
  return (
    <article aria-labelledby={config.headingId} className="space-y-6">
      <Link to={backTo} className="underline">
        {config.backLabel}
      </Link>
      <div className="rounded-2xl border border-line bg-white p-5">
        {config.actions ? (
          <div className="flex flex-wrap items-start justify-between gap-4">
            {title}
            {config.actions(record)}
          </div>
        ) : (
          title
        )}
        <dl className="mt-4 grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
          {config.fields(record).map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold">{label}</dt>
              <dd className="whitespace-pre-wrap">{value}</dd>
            </div>
          ))}
        </dl>
        {config.body?.(record)}
      </div>
      <section aria-labelledby={config.thread.headingId} className="space-y-3">
        <h2 id={config.thread.headingId} className="text-xl font-semibold">
          {config.thread.title}
        </h2>
        {entries.length === 0 ? (
          <p>{config.thread.empty}</p>
        ) : (
          <ol className="space-y-3">
            {entries.map((entry) => (
              <ThreadItem key={entry.id} entry={entry} />
            ))}
          </ol>
        )}
      </section>
      {config.form(record)}
    </article>
  );
}
