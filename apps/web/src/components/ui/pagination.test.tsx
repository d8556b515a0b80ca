import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '@charity/shared';
import { pageCount, pageItems, Pagination } from '#src/components/ui/pagination.tsx';

const renderPagination = (page: number, total: number | undefined) => {
  const router = createMemoryRouter(
    [{ path: '/', element: <Pagination page={page} total={total} hrefForPage={(n) => `?page=${n}`} /> }],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return within(screen.getByRole('navigation', { name: 'Pagination' }));
};

describe('pageCount', () => {
  it('divides meta.total by the page size, rounding up', () => {
    expect(pageCount(PAGE_SIZE * 2 + 1)).toBe(3);
    expect(pageCount(PAGE_SIZE)).toBe(1);
  });

  it('is 1 when meta.total is missing or zero (docs/product/content-and-pages.md)', () => {
    expect(pageCount(undefined)).toBe(1);
    expect(pageCount(null)).toBe(1);
    expect(pageCount(0)).toBe(1);
  });
});

describe('pageItems', () => {
  it('keeps first, last and the neighbours of the current page, with gaps between', () => {
    expect(pageItems(5, 10)).toEqual([1, 'gap-before', 4, 5, 6, 'gap-after', 10]);
    expect(pageItems(1, 3)).toEqual([1, 2, 3]);
    // A gap of a single page shows that page instead of an ellipsis.
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});

describe('Pagination', () => {
  it('marks the current page and links the others, previous and next', () => {
    const nav = renderPagination(2, 30);
    expect(nav.getByLabelText('Page 2')).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/?page=1');
    expect(nav.getByRole('link', { name: 'Page 4' })).toHaveAttribute('href', '/?page=4');
    expect(nav.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/?page=1');
    expect(nav.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/?page=3');
  });

  it('disables previous on the first page and next on the last', () => {
    const first = renderPagination(1, PAGE_SIZE * 3);
    expect(first.getByRole('link', { name: 'Previous page' })).toHaveAttribute('aria-disabled', 'true');
    expect(first.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/?page=2');
    expect(first.getByLabelText('Page 1')).toHaveAttribute('aria-current', 'page');
    cleanup();
    const last = renderPagination(3, PAGE_SIZE * 3);
    expect(last.getByRole('link', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true');
    expect(last.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/?page=2');
  });

  it('is not shown for a single page, nor for an answer without meta.total', () => {
    for (const total of [PAGE_SIZE, 1, undefined]) {
      const router = createMemoryRouter(
        [{ path: '/', element: <Pagination page={1} total={total} hrefForPage={(n) => `?page=${n}`} /> }],
        { initialEntries: ['/'] },
      );
      render(<RouterProvider router={router} />);
      expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
      cleanup();
    }
  });
});
