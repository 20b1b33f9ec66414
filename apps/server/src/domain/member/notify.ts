/**
 * Security notices to the member's verified channels (docs/decisions.md D6; OWASP ASVS 5.0 V6.3.7: users are notified after
 * updates to authentication details). A change of the phone number, the e-mail address or a payout account is told
 * to the channels verified BEFORE the change (the old number by SMS, the verified address by e-mail), so a takeover
 * through a stolen session is noticed by the owner. Sent through the configured providers (ctx.sms, ctx.email); a
 * delivery failure is logged and never undoes the change.
 */
import { sql } from 'drizzle-orm';
import type { Brand } from '../../infra/brands/index.ts';
import type { Ctx } from '../context.ts';
import { renderSms, sendMail, type ChannelChange } from '../../infra/messaging/templates.ts';

/**
 * The member's verified channels as they are now: E.164 number and address, or null; and the language the member
 * registered in (for messages sent outside a request of theirs), or null.
 */
export async function verifiedChannels(ctx: Ctx, memberId: string) {
  const [row] = await ctx.db.query<{
    mobile: string | null;
    email: string | null;
    language: string | null;
  }>(sql`
    SELECT CASE WHEN mobile_verified THEN mobile END AS mobile,
      CASE WHEN coalesce(profile->>'emailVerified', '') = '1' THEN email END AS email, language
    FROM members WHERE id = ${memberId}::bigint`);
  return { mobile: row?.mobile ?? null, email: row?.email ?? null, language: row?.language ?? null };
}

export type { ChannelChange } from '../../infra/messaging/templates.ts';

/**
 * Sends the notice of `change` to `old` (the verified channels read before the change): SMS to the number, e-mail to
 * the address, both in `lang` (the `Language` of the request), else in the language the member registered in
 * (`old.language`), when the brand speaks it; each at most once. Never throws:
 * a delivery failure is logged (and recorded by the provider).
 */
export async function notifyChannelChange(
  ctx: Ctx,
  brand: Brand,
  old: { mobile: string | null; email: string | null; language?: string | null },
  change: ChannelChange,
  lang?: string,
): Promise<void> {
  const language = lang ?? old.language ?? undefined;
  const sends: Array<Promise<void>> = [];
  if (old.mobile)
    sends.push(
      ctx.sms.send(old.mobile, renderSms(brand, { kind: 'notice', change }, language), {
        brand,
        kind: `notice:${change.kind}`,
      }),
    );
  if (old.email)
    sends.push(sendMail(ctx.email, brand, old.email, { kind: 'channelChanged', change }, language));
  for (const r of await Promise.allSettled(sends))
    if (r.status === 'rejected') ctx.log.warn({ err: r.reason as unknown }, 'security notice not delivered');
}
