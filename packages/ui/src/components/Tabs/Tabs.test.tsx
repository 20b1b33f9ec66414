import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { Tabs } from './Tabs';

function LoginTabs({ onValueChange }: { onValueChange?: (value: string) => void }) {
  return (
    <Tabs.Root defaultValue="username" onValueChange={onValueChange}>
      <Tabs.List aria-label="Login method">
        <Tabs.Trigger value="username">Username</Tabs.Trigger>
        <Tabs.Trigger value="sms">SMS</Tabs.Trigger>
        <Tabs.Trigger value="social">Social</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="username">Username form</Tabs.Content>
      <Tabs.Content value="sms">SMS form</Tabs.Content>
      <Tabs.Content value="social">Social buttons</Tabs.Content>
    </Tabs.Root>
  );
}

describe('Tabs', () => {
  it('exposes a named tablist whose selected tab labels the visible panel', () => {
    renderWithTheme(<LoginTabs />);
    expect(screen.getByRole('tablist', { name: 'Login method' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Username' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Username' })).toHaveTextContent('Username form');
    expect(screen.queryByText('SMS form')).not.toBeInTheDocument();
  });

  it('selects the next tab with ArrowRight, wraps around, and jumps with Home/End', async () => {
    const onValueChange = vi.fn();
    renderWithTheme(<LoginTabs onValueChange={onValueChange} />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Username' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'SMS' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'SMS' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('SMS form');
    expect(onValueChange).toHaveBeenLastCalledWith('sms');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Social' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Username' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Social' })).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps only the selected tab in the tab order', async () => {
    renderWithTheme(<LoginTabs />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Username' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('selects a tab on click', async () => {
    renderWithTheme(<LoginTabs />);
    await userEvent.click(screen.getByRole('tab', { name: 'Social' }));
    expect(screen.getByRole('tabpanel', { name: 'Social' })).toHaveTextContent('Social buttons');
  });
});
