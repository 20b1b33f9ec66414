import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { Accordion } from './Accordion';
import type { AccordionItem } from './Accordion';

const notices: AccordionItem[] = [
  { id: 'n1', title: 'Maintenance', meta: '2024-05-01 18:30:00', content: 'Servers down at midnight.' },
  { id: 'n2', title: 'New games', meta: '2024-05-02 09:00:00', content: 'Ten new slots.' },
  { id: 'n3', title: 'Bonus', content: 'Double points today.' },
];

const header = (name: RegExp) => screen.getByRole('button', { name });

describe('Accordion', () => {
  it('renders each header as a button inside a heading of the given level, collapsed by default', () => {
    renderWithTheme(<Accordion items={notices} headingLevel={4} />);
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(3);
    expect(header(/Maintenance/)).toHaveAttribute('aria-expanded', 'false');
    expect(header(/Maintenance/)).toHaveTextContent('2024-05-01 18:30:00');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('expands a section into a region labelled by its header', async () => {
    renderWithTheme(<Accordion items={notices} />);
    await userEvent.click(header(/New games/));
    expect(header(/New games/)).toHaveAttribute('aria-expanded', 'true');
    const region = screen.getByRole('region', { name: /New games/ });
    expect(region).toHaveTextContent('Ten new slots.');
    expect(header(/New games/)).toHaveAttribute('aria-controls', region.id);
  });

  it('keeps one section open in single mode, and lets it close again', async () => {
    renderWithTheme(<Accordion items={notices} defaultOpenIds={['n1']} />);
    expect(screen.getByText('Servers down at midnight.')).toBeVisible();
    await userEvent.click(header(/New games/));
    expect(screen.queryByText('Servers down at midnight.')).not.toBeInTheDocument();
    expect(screen.getByText('Ten new slots.')).toBeVisible();
    await userEvent.click(header(/New games/));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('keeps several sections open in multiple mode', async () => {
    renderWithTheme(<Accordion items={notices} type="multiple" />);
    await userEvent.click(header(/Maintenance/));
    await userEvent.click(header(/Bonus/));
    expect(screen.getAllByRole('region')).toHaveLength(2);
  });

  it('reports toggles to a controlled owner and follows openIds', async () => {
    const onOpenChange = vi.fn();
    const { rerender } = renderWithTheme(
      <Accordion items={notices} openIds={['n1']} onOpenChange={onOpenChange} />,
    );
    await userEvent.click(header(/Bonus/));
    expect(onOpenChange).toHaveBeenCalledWith(['n3']);
    expect(header(/Bonus/)).toHaveAttribute('aria-expanded', 'false');
    rerender(<Accordion items={notices} openIds={['n3']} onOpenChange={onOpenChange} />);
    expect(header(/Bonus/)).toHaveAttribute('aria-expanded', 'true');
    expect(header(/Maintenance/)).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves between headers with the arrow keys, Home and End', async () => {
    renderWithTheme(<Accordion items={notices} />);
    await userEvent.tab();
    expect(header(/Maintenance/)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(header(/New games/)).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(header(/Bonus/)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(header(/Maintenance/)).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(header(/Bonus/)).toHaveFocus();
    await userEvent.keyboard('{Home}{Enter}');
    expect(header(/Maintenance/)).toHaveAttribute('aria-expanded', 'true');
  });
});
