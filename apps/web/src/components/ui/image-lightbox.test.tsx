import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ImageThumbnailGrid } from '#src/components/ui/image-lightbox.tsx';

const images = [
  {
    id: 1,
    image: '/uploads/lamps.jpg',
    image_small: '/uploads/lamps-small.jpg',
    title: 'Ten thousand lamps',
  },
  { id: 2, image: '/uploads/kitchen.jpg', image_small: '/uploads/kitchen-small.jpg', title: 'The kitchen' },
];

describe('ImageThumbnailGrid', () => {
  it('shows small renditions with a srcset and opens the large one in the viewer', async () => {
    const user = userEvent.setup();
    render(<ImageThumbnailGrid images={images} />);
    const thumb = screen.getByRole('img', { name: 'Ten thousand lamps' });
    expect(thumb).toHaveAttribute('src', '/uploads/lamps-small.jpg');
    expect(thumb).toHaveAttribute('srcset', '/uploads/lamps-small.jpg 720w, /uploads/lamps.jpg 1200w');
    expect(thumb).toHaveAttribute('loading', 'lazy');
    expect(thumb).toHaveAttribute('sizes');

    await user.click(screen.getByRole('button', { name: 'The kitchen' }));
    const viewer = await screen.findByRole('dialog');
    expect(
      within(viewer)
        .getAllByRole('img', { name: 'The kitchen' })
        .some((img) => img.getAttribute('src') === '/uploads/kitchen.jpg'),
    ).toBe(true);

    await user.click(within(viewer).getByRole('button', { name: 'Close' }));
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
  });
});
