type SectionHeadingProps = {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  align?: 'center' | 'start';
  onDark?: boolean;
};

/** A home section's title with the site's ornament; `id` lets the section name itself with aria-labelledby. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  align = 'center',
  onDark = false,
}: SectionHeadingProps) {
  const centered = align === 'center';
  return (
    <div className={centered ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
      {eyebrow ? <p className={onDark ? 'eyebrow !text-gold-soft' : 'eyebrow'}>{eyebrow}</p> : null}
      <h2 id={id} className={`mt-2 text-3xl font-semibold sm:text-4xl ${onDark ? 'text-cream' : ''}`}>
        {title}
      </h2>
      <span className={`ornament mt-4 ${centered ? 'justify-center' : ''}`} aria-hidden="true">
        <span className="size-1.5 rounded-full bg-current" />
      </span>
      {intro ? <p className={`mt-4 ${onDark ? 'text-cream/85' : 'text-muted'}`}>{intro}</p> : null}
    </div>
  );
}
