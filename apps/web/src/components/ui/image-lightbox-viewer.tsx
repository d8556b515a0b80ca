import { Lightbox } from 'yet-another-react-lightbox';
import 'yet-another-react-lightbox/styles.css';
import type { LightboxImage } from '#src/components/ui/image-lightbox.tsx';

type ImageLightboxViewerProps = {
  images: readonly LightboxImage[];
  /** The slide to show, or null when the viewer is closed. */
  index: number | null;
  onClose: () => void;
};

/**
 * The full-screen image viewer (yet-another-react-lightbox): keyboard, swipe and focus trapping come with it.
 * Its own module, loaded on the first click (image-lightbox.tsx), because the library and its CSS weigh more
 * than the grid that opens it.
 */
export function ImageLightboxViewer({ images, index, onClose }: ImageLightboxViewerProps) {
  return (
    <Lightbox
      open={index !== null}
      index={index ?? 0}
      close={onClose}
      slides={images.map((item) => ({ src: item.image, alt: item.image_alt ?? item.title }))}
      // A one-image viewer should not pretend it can go round in a loop.
      carousel={{ finite: images.length <= 1 }}
      controller={{ closeOnBackdropClick: true }}
      styles={{ container: { backgroundColor: 'rgb(58 17 14 / 0.94)' } }}
    />
  );
}
