import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A mail as its reader would get it, in a sandboxed frame: an empty sandbox runs no script, gives the frame its
 * own origin (the mail's CSS and DOM stay inside) and lets no link navigate the console.
 *
 * The pane usually opens below the form that asked for it, out of sight: each new preview (`version` changes)
 * moves focus to its heading, which scrolls it into view, and a polite status says it was updated, so keyboard,
 * screen-reader and sighted users all notice it (docs/product/console.md "Newsletters").
 */
/** One more language's mail under the preview. */
export type MailVersionPreview = {
  key: string;
  heading: string;
  subject: string;
  html: string;
  frameTitle: string;
};

export function MailPreview({
  id,
  html,
  frameTitle,
  version,
  onClose,
  children,
  versions = [],
}: {
  /** Prefix of the heading's id, unique on the page. */
  id: string;
  /** The mail's HTML, or null while there is no preview (the status region stays, so it is heard when filled). */
  html: string | null;
  frameTitle: string;
  /** Changes with every preview the server answered, even when the mail is the same. */
  version: number;
  onClose: () => void;
  /** What the frame does not show: the subject, the recipients. */
  children?: ReactNode;
  /** The same mail in other languages (a newsletter's versions), each in its own frame below the first. */
  versions?: MailVersionPreview[];
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (version > 0) heading.current?.focus();
  }, [version]);
  const headingId = `${id}-heading`;
  return (
    <>
      <p role="status" className="sr-only">
        {/* A new node each time (the key), so the same words are announced again for the next preview. */}
        {html !== null && version > 0 ? <span key={version}>Preview updated.</span> : null}
      </p>
      {html === null ? null : (
        <section
          aria-labelledby={headingId}
          className="space-y-3 rounded-2xl border border-line bg-white p-5"
        >
          <h2 id={headingId} ref={heading} tabIndex={-1} className="text-xl font-semibold">
            Preview
          </h2>
          {children}
          <iframe
            title={frameTitle}
            sandbox=""
            srcDoc={html}
            className="h-[32rem] w-full rounded-xl border border-line bg-cream"
          />
          {versions.map((version) => (
            <section key={version.key} aria-labelledby={`${id}-${version.key}`} className="space-y-3">
              <h3 id={`${id}-${version.key}`} className="text-lg font-semibold">
                {version.heading}
              </h3>
              <p>
                Subject: <strong>{version.subject}</strong>
              </p>
              <iframe
                title={version.frameTitle}
                sandbox=""
                srcDoc={version.html}
                className="h-[32rem] w-full rounded-xl border border-line bg-cream"
              />
            </section>
          ))}
          <button type="button" className="btn btn-outline btn-sm" onClick={onClose}>
            Close the preview
          </button>
        </section>
      )}
    </>
  );
}
