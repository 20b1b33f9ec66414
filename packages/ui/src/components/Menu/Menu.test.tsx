import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { Menu } from './Menu';
import type { MenuItem } from './Menu';

function setup(onSignOut = vi.fn()) {
  const items: MenuItem[] = [
    { id: 'bets', label: 'Betting record', href: '#bets' },
    { id: 'account', label: 'Account record', onSelect: vi.fn() },
    { id: 'rewards', label: 'Reward center', onSelect: vi.fn() },
    { type: 'separator', id: 'sep' },
    { id: 'logout', label: 'Sign out', tone: 'danger', onSelect: onSignOut },
  ];
  renderWithTheme(
    <>
      <Menu trigger={<span>AB</span>} label="Account menu" items={items} />
      <button type="button">Elsewhere</button>
    </>,
  );
  return screen.getByRole('button', { name: 'Account menu' });
}

const menuitem = (name: string) => screen.getByRole('menuitem', { name });

describe('Menu', () => {
  it('is a closed menu button until activated', () => {
    const trigger = setup();
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens with ArrowDown on the first item and moves with wraparound', async () => {
    const trigger = setup();
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = screen.getByRole('menu', { name: 'Account menu' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveAttribute('aria-controls', menu.id);
    expect(menuitem('Betting record')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(menuitem('Sign out')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(menuitem('Betting record')).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(menuitem('Sign out')).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowDown}');
    expect(menuitem('Account record')).toHaveFocus();
    await userEvent.keyboard('r');
    expect(menuitem('Reward center')).toHaveFocus();
    expect(screen.getAllByRole('separator')).toHaveLength(1);
  });

  it('opens with ArrowUp on the last item, and with Enter or a click on the first', async () => {
    const trigger = setup();
    trigger.focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(menuitem('Sign out')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('{Enter}');
    expect(menuitem('Betting record')).toHaveFocus();
    await userEvent.click(trigger);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await userEvent.click(trigger);
    expect(menuitem('Betting record')).toHaveFocus();
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    const trigger = setup();
    await userEvent.click(trigger);
    await userEvent.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('calls onSelect of the chosen item and closes', async () => {
    const onSignOut = vi.fn();
    const trigger = setup(onSignOut);
    trigger.focus();
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('renders link items as links', async () => {
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(menuitem('Betting record')).toHaveAttribute('href', '#bets');
  });

  it('closes when clicking outside, or when Tab leaves it', async () => {
    const trigger = setup();
    await userEvent.click(trigger);
    await userEvent.click(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await userEvent.click(trigger);
    await userEvent.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('stays open when clicking inside the menu outside an item', async () => {
    const trigger = setup();
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('separator'));
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });
});
