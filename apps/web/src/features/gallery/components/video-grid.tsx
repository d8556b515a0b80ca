import type { GalleryVideo } from '@charity/shared';
import { VideoFacade } from '#src/components/ui/video-facade.tsx';

/**
 * The video gallery's players, 350 px high each, each a facade until played (docs/product/content-and-pages.md).
 */
export function VideoGrid({ videos }: { videos: readonly GalleryVideo[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {videos.map((video) => (
        <li key={video.id} className="overflow-hidden rounded-2xl border border-line bg-white shadow-card">
          <VideoFacade src={video.video} title={video.title} />
          <p className="px-4 py-3 text-sm font-semibold text-maroon">{video.title}</p>
        </li>
      ))}
    </ul>
  );
}
