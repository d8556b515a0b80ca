import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Carousel } from '#src/components/ui/carousel.tsx';

class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

const items = ['Asha', 'Bala', 'Chitra', 'Dev'];

const renderCarousel = () =>
  render(
    <Carousel label="Team" items={items} getKey={(name) => name} renderSlide={(name) => <p>{name}</p>} />,
  );

describe('Carousel', () => {
  it('follows the WAI-ARIA carousel pattern with labelled controls', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Team' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(region).getAllByRole('group');
    expect(slides).toHaveLength(4);
    expect(slides[0]).toHaveAttribute('aria-roledescription', 'slide');
    expect(slides[0]).toHaveAccessibleName('1 of 4');
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
  });

  it('moves with the buttons, the dots and the arrow keys once Embla runs', async () => {
    vi.stubGlobal('ResizeObserver', NoopObserver);
    vi.stubGlobal('IntersectionObserver', NoopObserver);
    const user = userEvent.setup();
    renderCarousel();
    // jsdom lays nothing out, so every slide is its own snap; one dot per slide.
    const dots = await screen.findAllByRole('button', { name: /Go to slide/ });
    expect(dots.length).toBeGreaterThan(1);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');

    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(screen.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');

    await user.click(screen.getByRole('button', { name: 'Go to slide 1' }));
    expect(screen.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute('aria-current', 'true');

    screen.getByRole('button', { name: 'Next slide' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');
  });

  it('starts Embla after the first render, and a button pressed before that still moves it', async () => {
    vi.stubGlobal('ResizeObserver', NoopObserver);
    vi.stubGlobal('IntersectionObserver', NoopObserver);
    renderCarousel();
    // The dots come from Embla's snap list: none yet, so Embla did not start in the render's own commit.
    expect(screen.queryAllByRole('button', { name: /Go to slide/ })).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(await screen.findByRole('button', { name: 'Go to slide 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });
});
