import { SIZES } from '@charity/shared';
import { Dialog } from '#src/components/ui/dialog.tsx';
import { playerUrl } from '#src/components/ui/video-facade.tsx';
import { useT } from '#src/lib/i18n.ts';
import { m } from '#src/paraglide/messages.js';

type VideoDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** An embeddable player URL (YouTube /embed/...). */
  src: string;
  title: string;
};

/**
 * A video in a modal (docs/product/content-and-pages.md). The iframe exists only while the dialog is open:
 * Radix unmounts the content on close, which stops playback and frees the player, and nothing is fetched from
 * the video host before a click. It plays at once, from youtube-nocookie.com (playerUrl in video-facade.tsx): the click on the
 * banner's play button was the visitor's request.
 */
export function VideoDialog({ open, onOpenChange, src, title }: VideoDialogProps) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      closeLabel={t(m['listing.closeVideo'])}
      className="max-w-4xl"
    >
      <iframe
        src={playerUrl(src)}
        title={title}
        width="100%"
        height={SIZES.dialogVideoHeightPx}
        className="block w-full rounded-xl bg-maroon-deep"
        style={{ height: SIZES.dialogVideoHeightPx, maxHeight: '70dvh' }}
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
        allowFullScreen
      />
    </Dialog>
  );
}
