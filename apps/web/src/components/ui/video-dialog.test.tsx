import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SIZES } from '@charity/shared';
import { VideoDialog } from '#src/components/ui/video-dialog.tsx';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Play
      </button>
      <VideoDialog
        open={open}
        onOpenChange={setOpen}
        src="https://www.youtube.com/embed/dQw4w9WgXcQ"
        title="Our seva"
      />
    </>
  );
}

const iframe = () => document.querySelector('iframe');

describe('VideoDialog', () => {
  it('mounts the player only while open and returns focus on close', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(iframe()).toBeNull();

    const play = screen.getByRole('button', { name: 'Play' });
    await user.click(play);
    expect(screen.getByRole('dialog', { name: 'Our seva' })).toBeInTheDocument();
    // The privacy-enhanced player, playing at once: the click was the request (playerUrl in video-facade.tsx).
    expect(iframe()).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
    expect(iframe()).toHaveAttribute('title', 'Our seva');
    expect(iframe()).toHaveAttribute('width', '100%');
    expect(iframe()).toHaveAttribute('height', String(SIZES.dialogVideoHeightPx));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(iframe()).toBeNull();
    await waitFor(() => expect(play).toHaveFocus());

    await user.click(play);
    await user.click(screen.getByRole('button', { name: 'Close video' }));
    expect(iframe()).toBeNull();
  });
});
