import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SIZES } from '@charity/shared';
import { EmptyState } from '#src/components/ui/empty-state.tsx';
import { VideoEmbed } from '#src/components/ui/video-embed.tsx';

describe('VideoEmbed', () => {
  it('is a titled, lazy, full-screen-capable frame 350 px high', () => {
    render(<VideoEmbed src="https://www.youtube-nocookie.com/embed/abc" title="Bhajans" />);
    const frame = screen.getByTitle('Bhajans');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/abc');
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(frame).toHaveAttribute('allowfullscreen');
    expect(frame).toHaveAttribute('height', String(SIZES.galleryVideoHeightPx));
  });
});

describe('EmptyState', () => {
  it('shows its title, message and action', () => {
    render(
      <EmptyState
        title="No images found"
        message="Try again"
        action={<button type="button">Reset</button>}
      />,
    );
    expect(screen.getByRole('heading', { name: 'No images found' })).toBeInTheDocument();
    expect(screen.getByText('Try again')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeInTheDocument();
  });
});
