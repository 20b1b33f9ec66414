import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { CaptchaField } from '@playdeck/ui/CaptchaField';
import { formWidth } from './decorators';

/** Signs the story's challenges in the browser (no network); a story-only secret, not a server's. */
const STORY_SECRET = 'storybook-only-captcha-signing-key';

/** A small challenge of the kind the server issues (PBKDF2/SHA-256, deterministic counter), solved in well under a second. */
function storyChallenge(): Promise<Challenge> {
  return createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: 10,
    counter: randomInt(20, 40),
    deriveKey,
    data: { brand: 'storybook' },
    expiresAt: Math.floor(Date.now() / 1000) + 300,
    hmacSignatureSecret: STORY_SECRET,
  });
}

/** Whether `payload` (the widget's base64 JSON) is a solution of a challenge this story signed. */
async function verified(payload: string): Promise<boolean> {
  const { challenge, solution } = JSON.parse(atob(payload)) as { challenge: Challenge; solution: Solution };
  return (await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: STORY_SECRET }))
    .verified;
}

const meta = {
  title: 'Components/CaptchaField',
  component: CaptchaField,
  args: {
    label: 'Verification',
    fetchChallenge: fn(storyChallenge),
    onChange: fn(),
  },
  decorators: [formWidth],
} satisfies Meta<typeof CaptchaField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The widget loads, solves its challenge by itself and reports a payload the signer verifies. */
export const SolvesByItself: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Verification' })).toBeInTheDocument();
    await waitFor(
      () => expect(args.onChange).toHaveBeenCalledWith(expect.stringMatching(/^[A-Za-z0-9+/=]{100,}$/)),
      {
        timeout: 15_000,
      },
    );
    const payload = (args.onChange as ReturnType<typeof fn>).mock.calls
      .map((c) => c[0] as string | null)
      .filter(Boolean)
      .at(-1)!;
    await expect(await verified(payload)).toBe(true);
    await waitFor(() => expect(canvas.getByRole('checkbox')).toBeChecked());
  },
};

export const Required: Story = { args: { required: true } };

export const WithError: Story = {
  args: { required: true, error: 'This verification was already used, please verify again' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Verification' });
    await expect(group).toHaveAccessibleDescription(
      'This verification was already used, please verify again',
    );
  },
};

/** A new challenge is solved when the form renews the field (its last solution was spent). */
function Renewing(args: Parameters<typeof CaptchaField>[0]) {
  const [renewKey, setRenewKey] = useState(0);
  return (
    <>
      <CaptchaField {...args} renewKey={renewKey} />
      <button type="button" onClick={() => setRenewKey((k) => k + 1)}>
        Renew
      </button>
    </>
  );
}

export const Renews: Story = {
  render: (args) => <Renewing {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const payloads = () =>
      (args.onChange as ReturnType<typeof fn>).mock.calls.map((c) => c[0] as string | null).filter(Boolean);
    await waitFor(() => expect(payloads()).toHaveLength(1), { timeout: 15_000 });
    // One challenge per solve: the widget does not start a second one behind the first.
    await expect(args.fetchChallenge).toHaveBeenCalledTimes(1);
    canvas.getByRole('button', { name: 'Renew' }).click();
    await waitFor(() => expect(payloads()).toHaveLength(2), { timeout: 15_000 });
    await expect(payloads()[1]).not.toBe(payloads()[0]);
    await expect(args.fetchChallenge).toHaveBeenCalledTimes(2);
  },
};
