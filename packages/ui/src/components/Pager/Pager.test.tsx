import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { Pager, pageItems } from './Pager';

describe('pageItems (react-paginate layout, range 5, margin 1)', () => {
  it('shows the only page of a one-page list', () => {
    expect(pageItems(1, 1)).toEqual([1]);
  });

  it('shows nothing when there are no pages', () => {
    expect(pageItems(0, 1)).toEqual([]);
  });

  it.each([1, 2, 3, 4, 5, 6, 7])(
    'shows all 7 pages without a gap at page %i (a gap would hide only one page)',
    (page) => {
      expect(pageItems(7, page)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    },
  );

  it.each([
    [1, [1, 2, 3, 4, 5, 'break', 50]],
    // react-paginate's window leans on pages 2 to 4, so they show six pages; page 1 shows five.
    [2, [1, 2, 3, 4, 5, 6, 'break', 50]],
    [3, [1, 2, 3, 4, 5, 6, 'break', 50]],
    [4, [1, 2, 3, 4, 5, 6, 'break', 50]],
    // The gap before 3 would hide only page 2, so page 2 is shown instead.
    [5, [1, 2, 3, 4, 5, 6, 7, 'break', 50]],
    [6, [1, 'break', 4, 5, 6, 7, 8, 'break', 50]],
    [25, [1, 'break', 23, 24, 25, 26, 27, 'break', 50]],
    [47, [1, 'break', 45, 46, 47, 48, 49, 50]],
    [48, [1, 'break', 46, 47, 48, 49, 50]],
    [50, [1, 'break', 46, 47, 48, 49, 50]],
  ] as const)('lays out 50 pages at page %i as react-paginate does', (page, expected) => {
    expect(pageItems(50, page)).toEqual(expected);
  });

  it('lists every page when there are no more than the range', () => {
    expect(pageItems(5, 3)).toEqual([1, 2, 3, 4, 5]);
  });

  it('clamps a current page outside 1..pageCount', () => {
    expect(pageItems(50, 0)).toEqual(pageItems(50, 1));
    expect(pageItems(50, 99)).toEqual(pageItems(50, 50));
  });

  it('honours a custom range and margin', () => {
    expect(pageItems(20, 10, 3, 2)).toEqual([1, 2, 'break', 9, 10, 11, 'break', 19, 20]);
  });

  it('is ascending, keeps both ends and the current page, and stays short for every list up to 60 pages', () => {
    for (let count = 1; count <= 60; count++) {
      for (let page = 1; page <= count; page++) {
        const items = pageItems(count, page);
        const pages = items.filter((x): x is number => x !== 'break');
        const context = `${count} pages at ${page}: ${JSON.stringify(items)}`;
        expect(pages, context).toContain(1);
        expect(pages, context).toContain(count);
        expect(pages, context).toContain(page);
        expect(items.length, context).toBeLessThanOrEqual(5 + 2 * 1 + 2);
        pages.forEach((p, i) => i > 0 && expect(p, context).toBeGreaterThan(pages[i - 1] as number));
        // A gap never sits at an end, never follows another gap, and always hides at least two pages.
        items.forEach((item, i) => {
          if (item !== 'break') return;
          const before = items[i - 1];
          const after = items[i + 1];
          expect(typeof before, context).toBe('number');
          expect(typeof after, context).toBe('number');
          expect((after as number) - (before as number), context).toBeGreaterThan(2);
        });
      }
    }
  });
});

describe('Pager', () => {
  it('renders nothing for a single page or none', () => {
    const { rerender } = renderWithTheme(<Pager pageCount={1} page={1} onPageChange={() => {}} />);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    rerender(<Pager pageCount={0} page={1} onPageChange={() => {}} />);
    expect(screen.queryByRole('navigation')).toBeNull();
    rerender(<Pager pageCount={2} page={1} onPageChange={() => {}} />);
    expect(screen.getByRole('navigation')).toBeInTheDocument();
  });

  it('marks the current page and names each page button', () => {
    renderWithTheme(<Pager pageCount={50} page={25} onPageChange={() => {}} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('button', { name: 'Page 25' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Page 24' })).not.toHaveAttribute('aria-current');
    const names = within(nav)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label'));
    expect(names).toEqual([
      'Previous',
      'Page 1',
      'Page 23',
      'Page 24',
      'Page 25',
      'Page 26',
      'Page 27',
      'Page 50',
      'Next',
    ]);
  });

  it('hides the gaps from screen readers', () => {
    const { container } = renderWithTheme(<Pager pageCount={50} page={25} onPageChange={() => {}} />);
    const gaps = container.querySelectorAll('li[aria-hidden="true"]');
    expect(gaps).toHaveLength(2);
    gaps.forEach((gap) => expect(gap).toHaveTextContent('…'));
  });

  it('uses the given accessible name for the navigation', () => {
    renderWithTheme(<Pager pageCount={3} page={1} onPageChange={() => {}} label="Announcements pages" />);
    expect(screen.getByRole('navigation', { name: 'Announcements pages' })).toBeInTheDocument();
  });

  it('goes to a clicked page, and to the next and previous pages', async () => {
    const onPageChange = vi.fn();
    renderWithTheme(<Pager pageCount={7} page={4} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Page 6' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPageChange.mock.calls).toEqual([[6], [5], [3]]);
  });

  it('does not report the current page again when it is clicked', async () => {
    const onPageChange = vi.fn();
    renderWithTheme(<Pager pageCount={7} page={4} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('disables previous on the first page and next on the last', async () => {
    const onPageChange = vi.fn();
    const { rerender } = renderWithTheme(<Pager pageCount={50} page={1} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    rerender(<Pager pageCount={50} page={50} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('works from the keyboard: Tab to a page and press Enter or Space', async () => {
    const onPageChange = vi.fn();
    renderWithTheme(<Pager pageCount={7} page={1} onPageChange={onPageChange} />);
    // Previous is disabled on page 1, so the first Tab lands on page 1, then page 2.
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(onPageChange.mock.calls).toEqual([[2], [3]]);
  });

  it('localises the page names', () => {
    renderWithTheme(<Pager pageCount={3} page={2} onPageChange={() => {}} />, {
      locale: 'bn',
      messages: { 'ui.pager.page': 'পৃষ্ঠা {page}', 'ui.next': 'পরবর্তী' },
    });
    expect(screen.getByRole('button', { name: 'পৃষ্ঠা ২' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'পরবর্তী' })).toBeInTheDocument();
  });
});

describe('Pager digits by locale', () => {
  it('shows Bengali digits in bn and Latin digits in en, and reports the page as a number', async () => {
    const onPageChange = vi.fn();
    const { unmount } = renderWithTheme(<Pager pageCount={12} page={10} onPageChange={onPageChange} />, {
      locale: 'bn',
      messages: { 'ui.pager.page': 'পৃষ্ঠা {page}' },
    });
    const current = screen.getByRole('button', { name: 'পৃষ্ঠা ১০' });
    expect(current).toHaveTextContent(/^১০$/);
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'পৃষ্ঠা ১২' })).toHaveTextContent(/^১২$/);
    expect(screen.getByRole('navigation').textContent).not.toMatch(/[0-9]/);
    await userEvent.click(screen.getByRole('button', { name: 'পৃষ্ঠা ১১' }));
    expect(onPageChange).toHaveBeenCalledWith(11);
    unmount();

    renderWithTheme(<Pager pageCount={12} page={10} onPageChange={() => {}} />, { locale: 'en' });
    expect(screen.getByRole('button', { name: 'Page 10' })).toHaveTextContent(/^10$/);
  });
});
