import { useState } from 'react';
import { Check, Link as LinkIcon } from 'lucide-react';
import { localeBasename } from '@charity/shared';
import { useBrowserValue } from '#src/hooks/use-browser-value.ts';
import { useLocale, useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

/**
 * Share links for a campaign (docs/product/giving.md "Campaigns, the donor wall and dedications"): plain links to
 * each service's own share address, so no service's script is loaded and nothing is told who is reading, and a
 * "Copy link" button. The address is the page's own, in the page's language, read in the browser (the server
 * renders the path alone, corrected as soon as the page is live).
 */
export function ShareLinks({ path, title, headingId }: { path: string; title: string; headingId: string }) {
  const t = useT();
  const locale = useLocale();
  const localPath = `${localeBasename(locale)}${path}`;
  const url = useBrowserValue(() => `${window.location.origin}${localPath}`, localPath);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const message = t(m['campaigns.shareMessage'], { title });
  const links = [
    {
      label: t(m['campaigns.shareWhatsApp']),
      href: `https://wa.me/?text=${encodeURIComponent(`${message} ${url}`)}`,
    },
    {
      label: t(m['campaigns.shareFacebook']),
      href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    },
    {
      label: t(m['campaigns.shareX']),
      href: `https://x.com/intent/post?text=${encodeURIComponent(message)}&url=${encodeURIComponent(url)}`,
    },
  ];
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-semibold">
        {t(m['campaigns.shareHeading'])}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} target="_blank" rel="noopener noreferrer" className="btn btn-outline btn-sm">
              {link.label}
              <span className="sr-only">{t(m['layout.opensInNewTab'])}</span>
            </a>
          </li>
        ))}
        <li>
          <button type="button" onClick={() => void copy()} className="btn btn-outline btn-sm">
            {copied === 'yes' ? (
              <Check aria-hidden="true" className="size-4" />
            ) : (
              <LinkIcon aria-hidden="true" className="size-4" />
            )}
            {t(m['campaigns.copyLink'])}
          </button>
        </li>
      </ul>
      {/* Said where the button is, and to screen readers: a toast would be one more library on this page. */}
      <p role="status" className="mt-2 min-h-5 text-sm text-muted">
        {copied === 'yes'
          ? t(m['campaigns.linkCopied'])
          : copied === 'failed'
            ? t(m['campaigns.copyFailed'])
            : ''}
      </p>
    </section>
  );
}
