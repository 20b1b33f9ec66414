import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '@playdeck/ui/Button';

/** The variants and sizes, each with the label its gallery shows. */
const variants = { primary: 'Primary', secondary: 'Secondary', ghost: 'Ghost', danger: 'Danger' } as const;
const sizes = { sm: 'Small', md: 'Medium', lg: 'Large' } as const;
const keys = <K extends string>(o: Record<K, string>) => Object.keys(o) as K[];

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Deposit', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: keys(variants) },
    size: { control: 'inline-radio', options: keys(sizes) },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { variant: 'secondary', size: 'lg', fullWidth: false, loading: false },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      {keys(variants).map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variants[variant]}
        </Button>
      ))}
      <Button {...args} disabled>
        Disabled
      </Button>
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {keys(sizes).map((size) => (
        <Button key={size} {...args} size={size}>
          {sizes[size]}
        </Button>
      ))}
    </div>
  ),
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Deposit' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
