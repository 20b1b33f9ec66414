/**
 * The login password re-entered inside a session (docs/decisions.md D6: changing the password, binding a phone, an e-mail or a
 * payout account, setting the withdraw password, an agent transfer). All of them share one failure budget per member:
 * REAUTH_RULE, 5 wrong entries in 30 minutes lock every re-entry for 30 minutes, each attempt reserved atomically
 * before the argon2 verify (src/infra/limiter), so a stolen session token buys no more than 5 guesses whatever the
 * concurrency or the endpoint (OWASP ASVS 5.0 V6.3.1).
 */
import type { Ctx } from '../context.ts';
import { fail } from '../../infra/errors.ts';
import { guardedCheck, minutesUntil, type AttemptRule } from '../../infra/limiter/index.ts';
import { passwordHashOf } from '../member/store.ts';
import { verifyPassword } from '../../infra/passwords.ts';

export const REAUTH_RULE: AttemptRule = {
  scope: 'reauth',
  max: 5,
  windowMs: 30 * 60_000,
  lockMs: 30 * 60_000,
};

/**
 * Checks the member's login password (`password`, as typed).
 * @param field the request field named in a PASSWORD_INCORRECT answer (`{ field }`)
 * @throws PASSWORD_INCORRECT (400, `{ field, attemptsLeft }`), PASSWORD_LOCKED (423, `{minutes}` in the message)
 */
export async function checkLoginPassword(
  ctx: Ctx,
  memberId: string,
  password: string | undefined,
  field = 'password',
): Promise<void> {
  if (!password) throw fail('PASSWORD_INCORRECT', { field });
  const r = await guardedCheck(ctx, REAUTH_RULE, memberId, async () => {
    const hash = await passwordHashOf(ctx.db, memberId);
    return !!hash && (await verifyPassword(hash, password));
  });
  if (r.ok) return;
  if (r.locked) throw fail('PASSWORD_LOCKED', undefined, { minutes: minutesUntil(r.lockedUntil, ctx.now()) });
  throw fail('PASSWORD_INCORRECT', { field, attemptsLeft: r.left });
}
