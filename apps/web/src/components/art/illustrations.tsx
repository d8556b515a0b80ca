/*
 * The site's inline illustrations (home cards, information pages, programme posters), drawn once in the site
 * palette: colours are the @theme tokens of styles.css, through Tailwind's fill-* and stroke-* classes. They ship in the bundle, so they never break, and they are decorative unless a caller passes a
 * `title`, which makes them an image with a name.
 */

type ArtProps = {
  title?: string;
  className?: string;
  /** Fill the box and crop to it (a card's fixed-height art slot) instead of keeping the whole 3:2 drawing. */
  cover?: boolean;
};

const svgProps = ({
  title,
  cover = false,
  className = cover ? 'block h-full w-full' : 'block h-auto w-full',
}: ArtProps) => {
  const frame = { className, ...(cover ? { preserveAspectRatio: 'xMidYMid slice' } : {}) };
  return title
    ? ({ role: 'img', 'aria-label': title, ...frame } as const)
    : ({ 'aria-hidden': true, focusable: false, ...frame } as const);
};

/** The drawing's paper: rounded when shown whole, square when a card crops it. */
const Backdrop = ({ className, cover }: { className: string; cover: boolean | undefined }) => (
  <rect width="480" height="320" rx={cover ? 0 : 24} className={className} />
);

/** Children and an elder in front of a home, under a sun: Sai Mayee Trust. */
export function CareIllustration(props: ArtProps) {
  return (
    <svg viewBox="0 0 480 320" {...svgProps(props)}>
      <Backdrop className="fill-primary-soft" cover={props.cover} />
      <circle className="fill-gold-soft" cx="390" cy="70" r="36" />
      <path className="fill-sand-deep" d="M0 260h480v60H0z" />
      <path
        className="fill-cream stroke-primary-strong"
        d="M140 150 240 76l100 74v110H140z"

        strokeWidth="5"
        strokeLinejoin="round"
      />
      <path
        className="stroke-maroon"
        d="M118 160 240 68l122 92"
        fill="none"

        strokeWidth="10"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path className="fill-gold" d="M220 260v-52h40v52" />
      <rect className="fill-gold-soft" x="168" y="176" width="30" height="30" rx="4" />
      <rect className="fill-gold-soft" x="282" y="176" width="30" height="30" rx="4" />
      <g className="fill-primary">
        <circle cx="92" cy="214" r="11" />
        <path d="M76 262c0-26 7-44 16-44s16 18 16 44z" />
        <circle cx="124" cy="226" r="9" />
        <path d="M112 262c0-20 5-32 12-32s12 12 12 32z" />
      </g>
      <g className="fill-maroon">
        <circle cx="380" cy="204" r="13" />
        <path d="M360 262c0-32 8-52 20-52s20 20 20 52z" />
      </g>
      <path className="stroke-maroon" d="M404 220l10 42" strokeWidth="5" strokeLinecap="round" />
      <path className="fill-primary" d="M240 110c-8-11-24-3-16 11l16 13 16-13c8-14-8-22-16-11z" />
    </svg>
  );
}

/** A temple tower (gopuram) with lamps on either side: Sai Meru Mathi Trust. */
export function TempleIllustration(props: ArtProps) {
  return (
    <svg viewBox="0 0 480 320" {...svgProps(props)}>
      <Backdrop className="fill-maroon" cover={props.cover} />
      <circle className="fill-primary-strong" cx="240" cy="110" r="110" opacity="0.55" />
      <g className="fill-gold">
        <path d="M160 282h160l-9-40H169z" />
        <path d="M172 242h136l-10-36H182z" opacity="0.92" />
        <path d="M184 206h112l-10-33h-92z" opacity="0.85" />
        <path d="M196 173h88l-9-30h-70z" opacity="0.78" />
        <path d="M206 143h68c0-22-15-34-34-34s-34 12-34 34z" opacity="0.9" />
        <path d="M237 109h6V90h-6z" />
      </g>
      <path className="fill-maroon-deep" d="M226 282v-26a14 14 0 0 1 28 0v26z" />
      <path className="fill-maroon-deep" d="M0 282h480v38H0z" />
      {[80, 400].map((x) => (
        <g key={x} transform={`translate(${x} 262)`}>
          <path className="fill-gold" d="M-20 12h40l-8 10h-24z" />
          <path className="fill-gold-soft" d="M0 10c-10-9-6-20 0-30 6 10 10 21 0 30z" />
        </g>
      ))}
    </svg>
  );
}

/** A lotus under a rising sun: the organisation as a whole, and its vision. */
export function LotusIllustration(props: ArtProps) {
  return (
    <svg viewBox="0 0 480 320" {...svgProps(props)}>
      <Backdrop className="fill-sand" cover={props.cover} />
      <circle className="fill-gold-soft" cx="240" cy="150" r="96" opacity="0.5" />
      <circle className="fill-gold-soft" cx="240" cy="150" r="62" />
      <path className="fill-maroon" d="M0 250h480v70H0z" />
      <path className="fill-gold" d="M0 244h480v8H0z" />
      <g transform="translate(240 240)">
        <path className="fill-primary" d="M0 0C27-30 24-78 0-110-24-78-27-30 0 0Z" />
        <path className="fill-primary-strong" d="M0 0C39-12 66-48 69-87 30-78 6-45 0 0Z" />
        <path className="fill-primary-strong" d="M0 0C-39-12-66-48-69-87-30-78-6-45 0 0Z" />
        <path className="fill-gold" d="M0 0C51 0 90-21 108-51 66-54 24-36 0 0Z" />
        <path className="fill-gold" d="M0 0C-51 0-90-21-108-51-66-54-24-36 0 0Z" />
      </g>
    </svg>
  );
}

/** Volunteers in a row, hands joined: a programme poster. */
export function VolunteersIllustration(props: ArtProps) {
  const people = [70, 150, 230, 310, 390];
  return (
    <svg viewBox="0 0 480 320" {...svgProps(props)}>
      <Backdrop className="fill-maroon-deep" cover={props.cover} />
      <circle className="fill-maroon" cx="240" cy="300" r="220" />
      <circle className="fill-gold-soft" cx="240" cy="120" r="56" opacity="0.85" />
      <path className="stroke-gold" d="M60 236h360" strokeWidth="6" strokeLinecap="round" />
      {people.map((x, i) => (
        <g key={x} className={i % 2 === 0 ? 'fill-primary' : 'fill-gold'}>
          <circle cx={x} cy="190" r="16" />
          <path d={`M${x - 24} 290c0-40 10-78 24-78s24 38 24 78z`} />
        </g>
      ))}
    </svg>
  );
}

/** A figure in a yoga pose on a mat, sun behind: the SCY camp. */
export function YogaIllustration(props: ArtProps) {
  return (
    <svg viewBox="0 0 480 320" {...svgProps(props)}>
      <Backdrop className="fill-primary-soft" cover={props.cover} />
      <circle className="fill-gold-soft" cx="240" cy="140" r="100" opacity="0.6" />
      <path className="stroke-primary" d="M110 268h260" strokeWidth="14" strokeLinecap="round" />
      <g className="fill-maroon">
        <circle cx="240" cy="110" r="18" />
        <path d="M222 132h36l8 70h-52z" />
        <path d="M214 206c-30 6-58 22-74 44h60l40-20 40 20h60c-16-22-44-38-74-44z" />
      </g>
      <path
        className="stroke-maroon"
        d="M222 140c-24-8-40-30-44-58M258 140c24-8 40-30 44-58"

        strokeWidth="12"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}

/** Many small lamps in rows: a gathering of young people in prayer. */
export function LampsIllustration(props: ArtProps) {
  const rows = [0, 1, 2];
  const cols = [0, 1, 2, 3, 4, 5];
  return (
    <svg viewBox="0 0 480 320" {...svgProps(props)}>
      <Backdrop className="fill-maroon" cover={props.cover} />
      {rows.map((r) =>
        cols.map((c) => (
          <g key={`${r}-${c}`} transform={`translate(${70 + c * 68 + (r % 2) * 34} ${100 + r * 80})`}>
            <path className="fill-gold" d="M-18 10h36l-7 9h-22z" />
            <path className="fill-gold-soft" d="M0 8c-9-8-5-18 0-27 5 9 9 19 0 27z" />
          </g>
        )),
      )}
    </svg>
  );
}
