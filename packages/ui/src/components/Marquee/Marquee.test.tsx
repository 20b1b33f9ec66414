import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { Marquee } from './Marquee';

const notices = [
  { id: 'a', text: 'Maintenance tonight' },
  { id: 'b', text: 'New slots added' },
  { id: 'c', text: 'Double points weekend' },
];

afterEach(() => vi.restoreAllMocks());

describe('Marquee', () => {
  it('is a named region with one button per notice', () => {
    renderWithTheme(<Marquee items={notices} label="Notices" />);
    const region = screen.getByRole('region', { name: 'Notices' });
    expect(
      within(region)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(notices.map((n) => n.text));
  });

  it('reports the index of the clicked notice', async () => {
    const onItemClick = vi.fn();
    renderWithTheme(<Marquee items={notices} label="Notices" onItemClick={onItemClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Double points weekend' }));
    expect(onItemClick).toHaveBeenCalledWith(2);
    await userEvent.click(screen.getByRole('button', { name: 'Maintenance tonight' }));
    expect(onItemClick).toHaveBeenLastCalledWith(0);
  });

  it('reports the original index for the looping copy, which is hidden and not focusable', async () => {
    const onItemClick = vi.fn();
    renderWithTheme(<Marquee items={notices} label="Notices" onItemClick={onItemClick} />);
    const copies = screen.getAllByRole('button', { name: 'New slots added', hidden: true });
    expect(copies).toHaveLength(2);
    const [, duplicate] = copies as [HTMLElement, HTMLElement];
    expect(duplicate.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(duplicate).toHaveAttribute('tabindex', '-1');
    await userEvent.click(duplicate);
    expect(onItemClick).toHaveBeenCalledWith(1);
  });

  it('keeps only the real notices in the tab order', async () => {
    renderWithTheme(<Marquee items={notices} label="Notices" />);
    for (const notice of notices) {
      await userEvent.tab();
      expect(screen.getByRole('button', { name: notice.text })).toHaveFocus();
    }
    await userEvent.tab();
    expect(document.body).toHaveFocus();
  });

  it('derives the loop duration from the content width and the speed in px/s', () => {
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(600);
    const { container, rerender } = renderWithTheme(<Marquee items={notices} label="Notices" speed={60} />);
    const track = container.querySelector('ul')?.parentElement as HTMLElement;
    expect(track.style.animationDuration).toBe('10s');
    rerender(<Marquee items={notices} label="Notices" speed={120} />);
    expect(track.style.animationDuration).toBe('5s');
  });

  it('renders nothing for an empty list', () => {
    renderWithTheme(<Marquee items={[]} label="Notices" />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
