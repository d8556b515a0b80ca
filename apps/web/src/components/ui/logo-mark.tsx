/** The site's emblem: a lotus over a lamp base in a maroon disc (same drawing as public/favicon.svg). */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className={className}>
      <circle className="fill-logo" cx="32" cy="32" r="31" />
      <circle
        className="stroke-gold-soft"
        cx="32"
        cy="32"
        r="27"
        fill="none"
        strokeOpacity=".45"
        strokeWidth="1.5"
      />
      <g className="fill-gold-soft">
        <path d="M32 12c5 6 7 12 7 18s-3 11-7 14c-4-3-7-8-7-14s2-12 7-18z" />
        <path d="M14 26c7 1 12 4 15 9s3 9 3 11c-5 0-10-2-13-6s-5-9-5-14z" opacity=".85" />
        <path d="M50 26c-7 1-12 4-15 9s-3 9-3 11c5 0 10-2 13-6s5-9 5-14z" opacity=".85" />
        <rect x="16" y="48" width="32" height="4" rx="2" />
      </g>
    </svg>
  );
}
