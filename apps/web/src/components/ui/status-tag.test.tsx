import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DONATION_STATUS } from '@charity/shared';
import { DonationStatusTag, StatusTag } from '#src/components/ui/status-tag.tsx';

/* The one status tag of the donor's pages and the console (docs/product/giving.md, The donor's payments page). */
describe('StatusTag', () => {
  it('tags a donation red while pending, green once paid and grey once refunded, in words', () => {
    render(
      <>
        <DonationStatusTag status={DONATION_STATUS.unpaid} refunded={false} />
        <DonationStatusTag status={DONATION_STATUS.paid} refunded={false} />
        <DonationStatusTag status={DONATION_STATUS.paid} refunded />
      </>,
    );
    expect(screen.getByText('Pending')).toHaveClass('rounded-full', 'bg-red-100', 'text-red-800');
    expect(screen.getByText('Paid')).toHaveClass('rounded-full', 'bg-green-100', 'text-green-800');
    expect(screen.getByText('Refunded')).toHaveClass('rounded-full', 'bg-stone-200', 'text-stone-800');
  });

  it('draws any status with the same markup, coloured by its tone', () => {
    render(<StatusTag tone="other">Created</StatusTag>);
    expect(screen.getByText('Created')).toHaveClass('inline-flex', 'rounded-full', 'bg-sand', 'text-maroon');
  });
});
