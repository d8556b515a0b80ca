/** A decorative ring spinner; the surrounding element carries the accessible status text. */
export function Spinner({ className = 'size-10' }: { className?: string }) {
  return (
    <svg viewBox="0 0 50 50" aria-hidden="true" focusable="false" className={`animate-spin ${className}`}>
      <circle cx="25" cy="25" r="20" fill="none" stroke="var(--color-sand-deep)" strokeWidth="5" />
      <path
        d="M25 5a20 20 0 0 1 20 20"
        fill="none"
        stroke="var(--color-primary)"
        strokeWidth="5"
        strokeLinecap="round"
      />
    </svg>
  );
}
