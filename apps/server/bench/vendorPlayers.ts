/**
 * Funded vendor test players for the wallet benches (games-wallet.bench.ts, loyalty-protection.bench.ts): `count`
 * players made through the platform's test hook `POST /__test/vendor/players` (PLAYDECK_TEST_HOOKS=1), each with a
 * balance of 1,000,000.00 (minor units 100000000).
 * @returns the players' ids, in creation order
 */
export async function fundedVendorPlayers(url: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const r = await fetch(`${url}/__test/vendor/players`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ balance: '100000000' }),
    });
    ids.push(((await r.json()) as { value: { playerId: string } }).value.playerId);
  }
  return ids;
}
