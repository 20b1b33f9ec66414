import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScrollToTop } from '@playdeck/ui/ScrollToTop';

const meta = {
  title: 'Components/ScrollToTop',
  component: ScrollToTop,
  args: { threshold: 400 },
  render: (args) => (
    <div>
      <p>Scroll down: the button appears after {args.threshold ?? 400} px.</p>
      <div style={{ height: 3000 }} />
      <p>End of page</p>
      <ScrollToTop {...args} />
    </div>
  ),
} satisfies Meta<typeof ScrollToTop>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { threshold: 100 } };

export const TallPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    window.scrollTo({ top: 0, behavior: 'instant' });
    await expect(canvas.queryByRole('button')).toBeNull();
    window.scrollTo({ top: 1200, behavior: 'instant' });
    const button = await canvas.findByRole('button');
    await userEvent.click(button);
    await waitFor(() => expect(window.scrollY).toBe(0), { timeout: 5000 });
    await waitFor(() => expect(canvas.queryByRole('button')).toBeNull());
  },
};
