import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConsoleScreen } from '#src/features/admin/shell/components/console-frame.tsx';

/*
 * The console's one screen frame: the tab's title, the one h1 and what the screen shows under it
 * (docs/product/console.md). The pages are tested through the app's router; this pins the frame's own choices.
 */
describe('ConsoleScreen', () => {
  it('names the tab and the screen the same by default, and labels the screen by its h1', () => {
    render(
      <ConsoleScreen title="Donations">
        <p>The list</p>
      </ConsoleScreen>,
    );
    expect(document.title).toBe('Donations · Trust console');
    const heading = screen.getByRole('heading', { level: 1, name: 'Donations' });
    expect(screen.getByRole('region', { name: 'Donations' })).toContainElement(heading);
    expect(screen.getByText('The list')).toBeInTheDocument();
    expect(heading.closest('header')).toBeNull();
  });

  it('shows a more particular heading than the tab, and a lead line with the h1 in the header', () => {
    render(
      <ConsoleScreen title="Donation" heading="Donation #12" lead={<p>Paid</p>} className="max-w-4xl">
        <p>The record</p>
      </ConsoleScreen>,
    );
    expect(document.title).toBe('Donation · Trust console');
    const heading = screen.getByRole('heading', { level: 1, name: 'Donation #12' });
    const header = heading.closest('header');
    expect(header).toContainElement(screen.getByText('Paid'));
    expect(screen.getByRole('region', { name: 'Donation #12' })).toHaveClass('max-w-4xl', 'space-y-6');
  });
});
