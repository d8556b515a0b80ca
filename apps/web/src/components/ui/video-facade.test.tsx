import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SIZES } from '@charity/shared';
import { VideoFacade } from '#src/components/ui/video-facade.tsx';

const EMBED = 'https://www.youtube.com/embed/dQw4w9WgXcQ';
const iframe = () => document.querySelector('iframe');

describe('VideoFacade', () => {
  it('is a named play button in the player box, with no player and no picture fetched yet', () => {
    render(<VideoFacade src={EMBED} title="Thursday bhajans" />);
    const play = screen.getByRole('button', { name: 'Play video: Thursday bhajans' });
    expect(play.parentElement).toHaveStyle({ height: `${SIZES.galleryVideoHeightPx}px` });
    expect(iframe()).toBeNull();
    // Without the trust's own picture the drawn poster is CSS: no image request at all, YouTube's least of all.
    expect(play.querySelector('img')).toBeNull();
  });

  it("shows the trust's own picture as the poster when there is one", () => {
    render(
      <VideoFacade
        src={EMBED}
        title="Our seva"
        poster={{ src: '/uploads/v-600.webp', srcSet: '/uploads/v-600.webp 600w', sizes: '100vw' }}
      />,
    );
    const poster = screen.getByRole('button', { name: 'Play video: Our seva' }).querySelector('img');
    expect(poster).toHaveAttribute('src', '/uploads/v-600.webp');
    expect(poster).toHaveAttribute('srcset', '/uploads/v-600.webp 600w');
    // Decorative: the button already names the video.
    expect(poster).toHaveAttribute('alt', '');
    expect(poster).toHaveAttribute('loading', 'lazy');
  });

  it('replaces itself with the autoplaying privacy-enhanced player, in the same box, focused', async () => {
    const user = userEvent.setup();
    render(<VideoFacade src={EMBED} title="Thursday bhajans" heightPx={240} />);
    const play = screen.getByRole('button', { name: 'Play video: Thursday bhajans' });
    const box = play.parentElement;
    await user.click(play);

    const player = iframe();
    expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
    expect(player).toHaveAttribute('title', 'Thursday bhajans');
    expect(player).toHaveAttribute('allowfullscreen');
    expect(player?.getAttribute('allow')).toContain('autoplay');
    expect(player?.parentElement).toBe(box);
    expect(box).toHaveStyle({ height: '240px' });
    expect(player).toHaveFocus();
    expect(screen.queryByRole('button', { name: /^Play video/ })).not.toBeInTheDocument();
  });

  it('plays from the keyboard', async () => {
    const user = userEvent.setup();
    render(<VideoFacade src={EMBED} title="Thursday bhajans" />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Play video: Thursday bhajans' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(iframe()).toHaveFocus();
  });
});
