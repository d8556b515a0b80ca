const dateTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/** A stored ISO time as India reads it; the text as it is when it is not a time. */
export const formatWhen = (at: string | null) => {
  if (!at) return '—';
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? at : dateTime.format(date);
};
