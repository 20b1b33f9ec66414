/**
 * Start-up data: every brand's config content, upserted by key on every start (src/domain/content/sync.ts, docs/decisions.md D16;
 * live config edits run the same sync), then the demo seed on a fresh database, once per brand: a demo affiliate code
 * DEMO, a demo member `demo` and the demo agent tree (domain/agent/team/seed.ts), each with a random password logged once
 * (never a shared default: D2), then the brand's demo activity (`activity`: domain/agent/team/seedActivity.ts, contracts and
 * played rounds through the real services). Production seeds content only (domain/profile/production.ts demoSeedOn).
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Brand, BrandRegistry } from '../infra/brands/index.ts';
import type { Db } from '../infra/db/client.ts';
import { syncContent } from './content/sync.ts';
import { insertMember } from './member/store.ts';
import { seedDemoAgentTree } from './agent/team/seed.ts';
import { randomToken } from '../infra/tokens.ts';
import { hashPassword } from '../infra/passwords.ts';

/**
 * Syncs every brand's config content, then seeds every brand not yet seeded. `demoMember` false skips the demo account
 * (tests); `activity`, when given, runs for each newly seeded brand after its demo tree (src/app.ts passes the demo
 * contracts and rounds of domain/agent/team/seedActivity.ts).
 */
export async function seed(
  db: Db,
  brands: BrandRegistry,
  log: FastifyBaseLogger,
  demoMember = true,
  activity?: (brand: Brand) => Promise<void>,
) {
  await syncContent(db, brands.brands.values(), log);
  for (const brand of brands.brands.values()) {
    const claimed = await db.query(
      sql`INSERT INTO seeds (brand) VALUES (${brand.id}) ON CONFLICT DO NOTHING RETURNING brand`,
    );
    if (!claimed.length) continue;
    await db.query(
      sql`INSERT INTO affiliates (brand, code) VALUES (${brand.id}, 'DEMO') ON CONFLICT DO NOTHING`,
    );
    if (demoMember) {
      const password = randomToken(12);
      await insertMember(db, {
        brand: brand.id,
        username: 'demo',
        usernameKey: 'demo',
        mobile: null,
        mobileVerified: false,
        email: null,
        passwordHash: await hashPassword(password),
        type: 0,
        nickname: 'Demo',
        language: brand.defaultLanguage,
        mustChangePassword: true,
        registerUrl: null,
        registerMethod: 'SEED',
        affiliateCode: null,
        referralCode: null,
        profile: {},
        balances: { [brand.currency.code]: 100_000n },
      });
      log.warn(
        { brand: brand.id, username: 'demo', password },
        'demo member created; this password is shown once',
      );
      await seedDemoAgentTree(db, brand, log);
      if (activity) await activity(brand);
    }
  }
}
