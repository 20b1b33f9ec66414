import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { createIntl } from 'react-intl';
import { Pager } from '@playdeck/ui/Pager';
import type { PagerProps } from '@playdeck/ui/Pager';
import { locales } from '../../.storybook/locales';
import type { LocaleId } from '../../.storybook/locales';

/**
 * A ui label in the story's locale as the pager formats it: the catalogue's translation, else the English default,
 * with `{page}` filled in in the locale's digits (Bengali digits in bn).
 */
function t(globals: Record<string, unknown>, id: string, english: string, page?: number): string {
  const locale = (globals.locale as LocaleId) ?? 'bn';
  const messages: Record<string, string> = locales[locale]?.messages ?? {};
  const intl = createIntl({ locale, messages });
  const digits = page === undefined ? undefined : intl.formatNumber(page, { useGrouping: false });
  return intl.formatMessage({ id, defaultMessage: english }, { page: digits });
}

/** Keeps the page in state, as a screen would, and still reports each change to the action log. */
function StatefulPager(props: PagerProps) {
  const [page, setPage] = useState(props.page);
  return (
    <Pager
      {...props}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/Pager',
  component: Pager,
  args: { pageCount: 12, page: 1, onPageChange: fn() },
  argTypes: {
    pageCount: { control: { type: 'number', min: 0 } },
    page: { control: { type: 'number', min: 1 } },
  },
} satisfies Meta<typeof Pager>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => <StatefulPager {...args} />,
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: t(globals, 'ui.pager.page', 'Page {page}', 3) }),
    );
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
    await expect(
      canvas.getByRole('button', { name: t(globals, 'ui.pager.page', 'Page {page}', 3) }),
    ).toHaveAttribute('aria-current', 'page');
  },
};

export const Playground: Story = {
  args: { pageCount: 50, page: 25, pageRange: 5, marginPages: 1, label: 'Announcements pages' },
  render: (args) => <StatefulPager {...args} />,
};

/** One page: nothing to choose, so nothing is rendered. */
export const Pager1: Story = {
  args: { pageCount: 1, page: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

/** A page number as the pager shows it: the story locale's digits (Bengali digits in bn), no grouping. */
function digits(globals: Record<string, unknown>, n: number): string {
  const locale = (globals.locale as LocaleId) ?? 'bn';
  return createIntl({ locale, messages: {} }).formatNumber(n, { useGrouping: false });
}

/** Asserts the current page and that next (or previous on the last page) reports the neighbour. */
function playAt(page: number, pageCount: number, visible: (number | '…')[]): Story['play'] {
  return async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation');
    await expect(
      within(nav).getByRole('button', { name: t(globals, 'ui.pager.page', 'Page {page}', page) }),
    ).toHaveAttribute('aria-current', 'page');
    // Every entry, gaps included (they are aria-hidden, so not found by role).
    await expect(Array.from(nav.querySelectorAll('li'), (li) => li.textContent)).toEqual([
      '',
      ...visible.map((v) => (v === '…' ? t(globals, 'ui.pager.break', '…') : digits(globals, v))),
      '',
    ]);
    const next = within(nav).getByRole('button', { name: t(globals, 'ui.next', 'Next') });
    const previous = within(nav).getByRole('button', { name: t(globals, 'ui.previous', 'Previous') });
    if (page < pageCount) {
      await userEvent.click(next);
      await expect(args.onPageChange).toHaveBeenCalledWith(page + 1);
    } else {
      await expect(next).toBeDisabled();
      await userEvent.click(previous);
      await expect(args.onPageChange).toHaveBeenCalledWith(page - 1);
    }
    if (page === 1) await expect(previous).toBeDisabled();
  };
}

export const Pager7First: Story = {
  args: { pageCount: 7, page: 1 },
  play: playAt(1, 7, [1, 2, 3, 4, 5, 6, 7]),
};
export const Pager7Middle: Story = {
  args: { pageCount: 7, page: 4 },
  play: playAt(4, 7, [1, 2, 3, 4, 5, 6, 7]),
};
export const Pager7Last: Story = {
  args: { pageCount: 7, page: 7 },
  play: playAt(7, 7, [1, 2, 3, 4, 5, 6, 7]),
};
export const Pager50First: Story = {
  args: { pageCount: 50, page: 1 },
  play: playAt(1, 50, [1, 2, 3, 4, 5, '…', 50]),
};
export const Pager50Middle: Story = {
  args: { pageCount: 50, page: 25 },
  play: playAt(25, 50, [1, '…', 23, 24, 25, 26, 27, '…', 50]),
};
export const Pager50Last: Story = {
  args: { pageCount: 50, page: 50 },
  play: playAt(50, 50, [1, '…', 46, 47, 48, 49, 50]),
};
