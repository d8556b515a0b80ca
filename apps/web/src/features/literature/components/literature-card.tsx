import { useId } from 'react';
import { ExternalLink, FileText, ShoppingBag } from 'lucide-react';
import type { Literature } from '@charity/shared';
import { GRID_IMAGE_SIZES } from '#src/components/ui/image-lightbox.tsx';
import { imageSrcSet, smallImageSize } from '#src/lib/srcset.ts';
import { useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

/** Book covers are portrait, 3:4. */
const COVER_SIZE = smallImageSize(3 / 4);

/**
 * A book or booklet: "View PDF" opens the PDF, "Buy Now" the seller's page; both in a new tab
 * (docs/product/content-and-pages.md).
 */
export function LiteratureCard({ item }: { item: Literature }) {
  const titleId = useId();
  const t = useT();
  const Icon = item.is_pdf ? FileText : ShoppingBag;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-card">
      {/* Book covers are portrait, 3:4. A cover of another shape is shown whole (contain): its title is part of
          the picture, and a crop would cut it. overflow-hidden stops a taller cover from stretching the box. */}
      <div className="aspect-[3/4] overflow-hidden bg-sand">
        <img
          src={item.image_small}
          srcSet={imageSrcSet(item)}
          sizes={GRID_IMAGE_SIZES}
          alt={item.image_alt ?? item.title}
          loading="lazy"
          decoding="async"
          width={COVER_SIZE.width}
          height={COVER_SIZE.height}
          className="size-full object-contain"
        />
      </div>
      <div className="flex flex-1 flex-col gap-4 p-5">
        <h2 id={titleId} className="flex-1 text-xl font-semibold">
          {item.title}
        </h2>
        <a
          href={item.file}
          target="_blank"
          // noopener: the opened page gets no handle on this tab. A PDF of ours may keep the referrer; a shop may not.
          rel={item.is_pdf ? 'noopener' : 'noopener noreferrer'}
          // The visible label is what docs/product/content-and-pages.md fixes; the title, read after it, says
          // which book the link is for.
          aria-describedby={titleId}
          className="btn btn-outline btn-sm self-start"
        >
          <Icon aria-hidden="true" className="size-4" />
          {t(item.is_pdf ? m['publications.viewPdf'] : m['publications.buyNow'])}
          <ExternalLink aria-hidden="true" className="size-3.5" />
        </a>
      </div>
    </article>
  );
}
