/**
 * The player a video facade (components/ui/video-facade.tsx) loads once the visitor presses play. The site stores
 * YouTube's embed address (`https://www.youtube.com/embed/ID`, packages/shared admin-content.ts); the player
 * comes from youtube-nocookie.com, which sets no cookies until the video plays, and starts playing at once
 * (`autoplay=1`): the visitor already pressed play once, on the facade.
 */

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const EMBED_PATH = /^\/embed\/([A-Za-z0-9_-]{11})$/;

/** The autoplaying player address for a stored embed address; anything else is kept, with autoplay added. */
export function playerUrl(embed: string): string {
  let url: URL;
  try {
    url = new URL(embed);
  } catch {
    return embed;
  }
  const id = YOUTUBE_HOSTS.has(url.hostname) ? EMBED_PATH.exec(url.pathname)?.[1] : undefined;
  const player = id ? new URL(`https://www.youtube-nocookie.com/embed/${id}`) : url;
  // A start time or playlist given with the link still applies.
  if (id) for (const [key, value] of url.searchParams) player.searchParams.set(key, value);
  player.searchParams.set('autoplay', '1');
  return player.toString();
}
