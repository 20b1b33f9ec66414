/**
 * Demo agent tree (docs/decisions.md D15 demo profile; called by apps/server/src/domain/seed.ts once per brand, with the demo member):
 *   demoagent (agent, 1000.00) -> demosubagent (agent) -> demoplayer2, demoplayer4 (players)
 *   demoagent -> demoplayer1, demoplayer3 (players)
 * plus the affiliate code DEMOAG of demoagent. Each demo player opens with 2000.00 (a ledger transfer from the house
 * account 'opening', domain/member/store.ts insertMember) to play its demo rounds with (seedActivity.ts). Every password is random, logged once at warn level, and must be
 * changed at first login (docs/decisions.md D2: no shared default password).
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Brand } from '../../../infra/brands/index.ts';
import type { Db } from '../../../infra/db/client.ts';
import { insertMember } from '../../member/store.ts';
import { hashPassword } from '../../../infra/passwords.ts';
import { agentTypes } from '../../member/types.ts';
import { oneTimePassword } from './service.ts';

/** Usernames of the demo tree, parent first. */
export const DEMO_TREE = [
  { username: 'demoagent', agent: true, upline: null, balanceMinor: 100_000n },
  { username: 'demosubagent', agent: true, upline: 'demoagent', balanceMinor: 0n },
  { username: 'demoplayer1', agent: false, upline: 'demoagent', balanceMinor: 200_000n },
  { username: 'demoplayer2', agent: false, upline: 'demosubagent', balanceMinor: 200_000n },
  { username: 'demoplayer3', agent: false, upline: 'demoagent', balanceMinor: 200_000n },
  { username: 'demoplayer4', agent: false, upline: 'demosubagent', balanceMinor: 200_000n },
] as const;

/** Creates the demo agent tree of `brand` (see the module comment). */
export async function seedDemoAgentTree(db: Db, brand: Brand, log: FastifyBaseLogger) {
  const ids = new Map<string, string>();
  for (const m of DEMO_TREE) {
    const password = oneTimePassword();
    const id = await insertMember(db, {
      brand: brand.id,
      username: m.username,
      usernameKey: m.username,
      mobile: null,
      mobileVerified: false,
      email: null,
      passwordHash: await hashPassword(password),
      type: m.agent ? agentTypes(brand)[0]! : 0,
      nickname: m.username,
      language: brand.defaultLanguage,
      mustChangePassword: true,
      registerUrl: null,
      registerMethod: 'SEED',
      affiliateCode: null,
      referralCode: null,
      profile: {},
      balances: { [brand.currency.code]: m.balanceMinor },
      uplineId: m.upline ? ids.get(m.upline)! : null,
    });
    ids.set(m.username, id);
    log.warn(
      { brand: brand.id, username: m.username, password },
      'demo agent tree member created; this password is shown once',
    );
  }
  await db.query(sql`INSERT INTO affiliates (brand, code, agent_id)
    VALUES (${brand.id}, 'DEMOAG', ${ids.get('demoagent')!}::bigint) ON CONFLICT DO NOTHING`);
}
