import { describe, expect, it } from 'vitest';
import { homeQueryKeys } from '../../pages/home/homeQueries';
import { keptAfterLogout, queryKeys } from './keys';

describe('keptAfterLogout', () => {
  it('keeps the public entries a signed-out page shows', () => {
    expect(keptAfterLogout(queryKeys.systemStatus())).toBe(true);
    expect(keptAfterLogout('/wps/content/agentLanding')).toBe(true);
    expect(keptAfterLogout(queryKeys.promotions('bn'))).toBe(true);
    expect(keptAfterLogout(queryKeys.gameMenus('en'))).toBe(true);
    expect(keptAfterLogout(queryKeys.messages('bn'))).toBe(true);
    // The signed-out home page (logout lands there) shows these at once; dropped, they would never load again.
    for (const key of homeQueryKeys('bn')) expect(keptAfterLogout(key), JSON.stringify(key)).toBe(true);
  });

  it("drops the member's own entries, lists keyed [path, query] included", () => {
    expect(keptAfterLogout(queryKeys.memberInfo())).toBe(false);
    expect(keptAfterLogout(queryKeys.balance())).toBe(false);
    expect(keptAfterLogout(queryKeys.deposits(1, 10))).toBe(false);
    expect(keptAfterLogout(queryKeys.withdrawals(1, 10))).toBe(false);
    expect(keptAfterLogout(queryKeys.merchantWallet())).toBe(false);
    expect(keptAfterLogout(queryKeys.accountRecord({ pageNo: 1, pageSize: 10 }))).toBe(false);
    expect(keptAfterLogout(null)).toBe(false);
  });
});
