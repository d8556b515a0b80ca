import { describe, expect, it } from 'vitest';
import { playerUrl } from '#src/components/ui/video-facade.tsx';

describe('playerUrl', () => {
  it('plays a stored YouTube embed from youtube-nocookie.com, at once', () => {
    expect(playerUrl('https://www.youtube.com/embed/dQw4w9WgXcQ')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    );
    expect(playerUrl('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    );
  });

  it("keeps the link's own options, such as a start time", () => {
    expect(playerUrl('https://www.youtube.com/embed/dQw4w9WgXcQ?start=30')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=30&autoplay=1',
    );
  });

  it('keeps any other address as it is, with autoplay added', () => {
    expect(playerUrl('https://player.example.org/embed/7')).toBe(
      'https://player.example.org/embed/7?autoplay=1',
    );
    expect(playerUrl('not a url')).toBe('not a url');
  });
});
