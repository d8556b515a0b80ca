import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster } from '#src/components/ui/toaster.tsx';
import { toast } from '#src/lib/toast.ts';

describe('Toaster and the toast facade', () => {
  it('renders nothing until a toast is asked for, then shows it', async () => {
    const { container } = render(<Toaster />);
    expect(container).toBeEmptyDOMElement();
    toast.error('The server could not be reached.');
    expect(await screen.findByText('The server could not be reached.')).toBeInTheDocument();
  });

  it('keeps the order of toasts asked for before sonner has loaded', async () => {
    render(<Toaster />);
    toast.error('Please check the form');
    toast.error('Phone already registered');
    const first = await screen.findByText('Please check the form');
    const second = await screen.findByText('Phone already registered');
    // sonner stacks the newest toast first.
    expect(second.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
