/**
 * Security notices to the member's verified channels (docs/decisions.md D6; OWASP ASVS 5.0 V6.3.7: users are notified after
 * updates to authentication details). A change of the phone number, the e-mail address or a payout account is told
 * to the channels verified BEFORE the change (the old number by SMS, the verified address by e-mail), so a takeover
 * through a stolen session is noticed by the owner. Sent through the configured providers (ctx.sms, ctx.email); a
 * delivery failure is logged and never undoes the change.
 */
import { sql } from 'drizzle-orm';
import type { Brand } from '../brands/index.ts';
import type { Ctx } from '../context.ts';

/** The member's verified channels as they are now: E.164 number and address, or null. */
export async function verifiedChannels(ctx: Ctx, memberId: string) {
  const [row] = await ctx.db.query<{ mobile: string | null; email: string | null }>(sql`
    SELECT CASE WHEN mobile_verified THEN mobile END AS mobile,
      CASE WHEN coalesce(profile->>'emailVerified', '') = '1' THEN email END AS email
    FROM members WHERE id = ${memberId}::bigint`);
  return { mobile: row?.mobile ?? null, email: row?.email ?? null };
}

/** What changed, in words for the notice (no secrets: numbers and addresses masked by the caller). */
export type ChannelChange =
  | { kind: 'mobile'; masked: string }
  | { kind: 'email'; masked: string }
  | { kind: 'payout-added' | 'payout-removed'; masked: string };

function text(brand: Brand, c: ChannelChange): string {
  const what =
    c.kind === 'mobile'
      ? `the phone number of your ${brand.name} account was changed to ${c.masked}`
      : c.kind === 'email'
        ? `the e-mail address of your ${brand.name} account was changed to ${c.masked}`
        : c.kind === 'payout-added'
          ? `a payout account ending ${c.masked} was added to your ${brand.name} account`
          : `the payout account ending ${c.masked} was removed from your ${brand.name} account`;
  return `${brand.name}: ${what}. If this was not you, contact customer service at once and change your password.`;
}

/**
 * Sends the notice of `change` to `old` (the verified channels read before the change): SMS to the number, e-mail to
 * the address; each at most once. Never throws.
 */
export async function notifyChannelChange(
  ctx: Ctx,
  brand: Brand,
  old: { mobile: string | null; email: string | null },
  change: ChannelChange,
): Promise<void> {
  const body = text(brand, change);
  const sends: Array<Promise<void>> = [];
  if (old.mobile) sends.push(ctx.sms.send(old.mobile, body));
  if (old.email) sends.push(ctx.email.send(old.email, `${brand.name}: security notice`, body));
  for (const r of await Promise.allSettled(sends))
    if (r.status === 'rejected') ctx.log.warn({ err: r.reason as unknown }, 'security notice not delivered');
}
