/*
 * Inline artwork for the static home cards. Drawn in the site palette and shipped in the bundle, so a card never
 * shows a broken image, and decorative (aria-hidden) because each card's heading says what it is about.
 */

const frame = 'block h-full w-full';

/** A lotus rising under a sun: the organisation as a whole. */
export function LotusArt() {
  return (
    <svg
      viewBox="0 0 320 200"
      aria-hidden="true"
      focusable="false"
      className={frame}
      preserveAspectRatio="xMidYMid slice"
    >
      <rect width="320" height="200" fill="#f6ecdc" />
      <circle cx="160" cy="92" r="62" fill="#f4c869" opacity="0.55" />
      <circle cx="160" cy="92" r="40" fill="#f4c869" />
      <path d="M0 160h320v40H0z" fill="#5c1d17" />
      <path d="M0 156h320v6H0z" fill="#d9a53f" />
      <g transform="translate(160 150)">
        <path d="M0 0C18-20 16-52 0-74-16-52-18-20 0 0Z" fill="#b4532a" />
        <path d="M0 0C26-8 44-32 46-58 20-52 4-30 0 0Z" fill="#8f3d1c" />
        <path d="M0 0C-26-8-44-32-46-58-20-52-4-30 0 0Z" fill="#8f3d1c" />
        <path d="M0 0C34 0 60-14 72-34 44-36 16-24 0 0Z" fill="#d9a53f" />
        <path d="M0 0C-34 0-60-14-72-34-44-36-16-24 0 0Z" fill="#d9a53f" />
      </g>
    </svg>
  );
}

/** A home with a child and an elder under one roof: Sai Mayee Trust. */
export function HomeArt() {
  return (
    <svg
      viewBox="0 0 320 200"
      aria-hidden="true"
      focusable="false"
      className={frame}
      preserveAspectRatio="xMidYMid slice"
    >
      <rect width="320" height="200" fill="#f8e6d6" />
      <circle cx="260" cy="46" r="24" fill="#f4c869" />
      <path d="M0 168h320v32H0z" fill="#ead8bd" />
      <path
        d="M90 96 160 44l70 52v76H90z"
        fill="#fdf8f0"
        stroke="#8f3d1c"
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <path
        d="M76 104 160 40l84 64"
        fill="none"
        stroke="#5c1d17"
        strokeWidth="8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M146 172v-38h28v38" fill="#d9a53f" />
      <g fill="#b4532a">
        <circle cx="122" cy="116" r="9" />
        <path d="M108 172c0-22 6-38 14-38s14 16 14 38z" />
      </g>
      <g fill="#5c1d17">
        <circle cx="200" cy="110" r="10" />
        <path d="M184 172c0-26 6-44 16-44s16 18 16 44z" />
        <path d="M220 128l6 44" stroke="#5c1d17" strokeWidth="4" strokeLinecap="round" />
      </g>
      <path d="M160 70c-6-8-18-2-12 8l12 10 12-10c6-10-6-16-12-8z" fill="#b4532a" />
    </svg>
  );
}

/** A temple tower (gopuram) with a lamp: Sai Meru Mathi Trust. */
export function TempleArt() {
  return (
    <svg
      viewBox="0 0 320 200"
      aria-hidden="true"
      focusable="false"
      className={frame}
      preserveAspectRatio="xMidYMid slice"
    >
      <rect width="320" height="200" fill="#5c1d17" />
      <circle cx="160" cy="70" r="70" fill="#8f3d1c" opacity="0.6" />
      <g fill="#d9a53f">
        <path d="M110 176h100l-6-26h-88z" />
        <path d="M118 150h84l-7-24h-70z" opacity="0.92" />
        <path d="M125 126h70l-7-22h-56z" opacity="0.85" />
        <path d="M132 104h56l-6-20h-44z" opacity="0.78" />
        <path d="M138 84h44c0-14-10-22-22-22s-22 8-22 22z" opacity="0.9" />
        <path d="M158 62h4v-12h-4z" />
      </g>
      <path d="M150 176v-18a10 10 0 0 1 20 0v18z" fill="#3a110e" />
      <path d="M0 176h320v24H0z" fill="#3a110e" />
      <g transform="translate(60 160)">
        <path d="M-14 8h28l-6 8h-16z" fill="#d9a53f" />
        <path d="M0 6c-7-6-4-14 0-20 4 6 7 14 0 20z" fill="#f4c869" />
      </g>
      <g transform="translate(260 160)">
        <path d="M-14 8h28l-6 8h-16z" fill="#d9a53f" />
        <path d="M0 6c-7-6-4-14 0-20 4 6 7 14 0 20z" fill="#f4c869" />
      </g>
    </svg>
  );
}
