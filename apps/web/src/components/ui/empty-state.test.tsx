import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from '#src/components/ui/empty-state.tsx';

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
