import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '@playdeck/ui/Button';
import { Modal } from '@playdeck/ui/Modal';
import type { ModalContentProps } from '@playdeck/ui/Modal';

/** A trigger plus the modal, as a page composes them. */
function Example({ triggerLabel = 'Open notice', ...props }: ModalContentProps & { triggerLabel?: string }) {
  return (
    <Modal.Root>
      <Modal.Trigger asChild>
        <Button>{triggerLabel}</Button>
      </Modal.Trigger>
      <Modal.Content {...props} />
    </Modal.Root>
  );
}

const meta = {
  title: 'Components/Modal',
  component: Modal.Content,
  args: {
    title: 'নোটিশ',
    children: 'আজ রাত ১২টা থেকে ২টা পর্যন্ত রক্ষণাবেক্ষণ চলবে।',
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['small', 'sm', 'md', 'lg', 'full'] },
  },
  render: (args) => <Example {...args} />,
} satisfies Meta<typeof Modal.Content>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: {
    title: 'Notice',
    description: 'From the operator',
    size: 'sm',
    showClose: true,
    hideTitle: false,
    children: 'Deposits are credited within five minutes.',
  },
};

export const OpenClose: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Open notice' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'নোটিশ' });
    // The overlay fades in over 100 ms (spec section 9); visible once it has run.
    await expect(getComputedStyle(dialog.parentElement as HTMLElement).animationDuration).toBe('0.1s');
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      {(['small', 'sm', 'md', 'lg', 'full'] as const).map((size) => (
        <Example key={size} {...args} size={size} title={`Size ${size}`} triggerLabel={size} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    // The spec's modal size is 200 by 200 px (section 9).
    await userEvent.click(canvas.getByRole('button', { name: 'small' }));
    const dialog = await screen.findByRole('dialog', { name: 'Size small' });
    await waitFor(() => {
      const box = dialog.getBoundingClientRect();
      expect([Math.round(box.width), Math.round(box.height)]).toEqual([200, 200]);
    });
  },
};

export const WithoutCloseButton: Story = {
  args: {
    showClose: false,
    title: 'Rules',
    children: (
      <>
        <p style={{ marginTop: 0 }}>Read the rules before you play.</p>
        <Modal.Close asChild>
          <Button fullWidth>Got it</Button>
        </Modal.Close>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open notice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rules' });
    await expect(screen.queryByRole('button', { name: /close|বন্ধ/i })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

export const LongContent: Story = {
  args: {
    title: 'Terms and conditions',
    size: 'md',
    children: Array.from({ length: 30 }, (_, i) => (
      <p key={i}>
        {i + 1}. Players must be 18 or older. Bets are final once the round starts. Bonus funds carry a
        wagering requirement shown on the promotion page.
      </p>
    )),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open notice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terms and conditions' });
    // The dialog fits the viewport and its body scrolls (and can be focused to scroll with the keyboard).
    await expect(dialog.getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight);
    const body = dialog.lastElementChild as HTMLElement;
    await waitFor(() => expect(body).toHaveAttribute('tabindex', '0'));
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    await expect(document.body).toHaveAttribute('data-scroll-locked');
  },
};
