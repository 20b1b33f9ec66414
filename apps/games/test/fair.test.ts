/**
 * Provably fair core (docs/architecture.md "Games server"; fair.ts header): the commitment, the documented byte-to-number procedure
 * recomputed independently here, rotation revealing the committed seed, and verifyRound matching every played round.
 */
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { commitServerSeed, FairSession, FairStream, GameInputError } from '../src/fair.ts';
import { playGame, verifyRound } from '../src/verify.ts';

const seed = '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff';

describe('provably fair core', () => {
  it('commits to the SHA-256 of the 32 raw server seed bytes', () => {
    expect(commitServerSeed(seed)).toBe(createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex'));
    expect(() => commitServerSeed('XYZ')).toThrow(GameInputError);
  });

  it('reads numbers from HMAC-SHA256(seed, "client:nonce:cursor") blocks exactly as documented', () => {
    const block = (c: number) =>
      createHmac('sha256', Buffer.from(seed, 'hex')).update(`player-1:7:${c}`).digest();
    const bytes = Buffer.concat([block(0), block(1)]);
    const s = new FairStream(seed, 'player-1', 7);
    // 8 uint32 from block 0, then block 1 continues the stream.
    for (let i = 0; i < 10; i++) expect(s.uint32()).toBe(bytes.readUInt32BE(i * 4));
    // int(n): rejection sampling, then x mod n.
    const t = new FairStream(seed, 'player-1', 7);
    const n = 3_000_000_000; // limit = 2^32 - (2^32 mod n) = 3e9: values >= 3e9 are rejected
    const expected = (() => {
      for (let i = 0; ; i++) {
        const x = bytes.readUInt32BE(i * 4);
        if (x < 3_000_000_000) return x % n;
      }
    })();
    expect(t.int(n)).toBe(expected);
    // float(): (a >>> 11) * 2^32 + b over 2^53.
    const f = new FairStream(seed, 'player-1', 7).float();
    expect(f).toBe(((bytes.readUInt32BE(0) >>> 11) * 2 ** 32 + bytes.readUInt32BE(4)) / 2 ** 53);
  });

  it('int(n) is uniform: 600,000 draws of int(6) stay within 4 standard errors of 1/6 each', () => {
    const counts = [0, 0, 0, 0, 0, 0];
    for (let nonce = 0; nonce < 75_000; nonce++) {
      const s = new FairStream(seed, 'uniform', nonce);
      for (let k = 0; k < 8; k++) counts[s.int(6)]!++;
    }
    const se = Math.sqrt(600_000 * (1 / 6) * (5 / 6));
    for (const c of counts) expect(Math.abs(c - 100_000)).toBeLessThan(4 * se);
  });

  it('rejects client seeds that would make the HMAC message ambiguous', () => {
    expect(() => new FairSession('a:b')).toThrow(/clientSeed/);
    expect(() => new FairSession('')).toThrow(GameInputError);
    expect(() => new FairSession('x'.repeat(65))).toThrow(GameInputError);
  });

  it('increments the nonce per round; rotation reveals the committed seed and every round verifies', () => {
    const session = new FairSession('my-seed');
    const committed = session.current.serverSeedHash;
    const played = Array.from({ length: 5 }, (_, i) => {
      const { ref, stream } = session.nextRound();
      expect(ref.nonce).toBe(i);
      const params = { direction: i % 2 ? 'over' : 'under', target: 10 + i * 15 };
      return { ref, params, ...playGame('bgs-dice', stream, 1000n, params) };
    });
    const slot = session.nextRound();
    const slotRound = { ref: slot.ref, ...playGame('bgs-slot', slot.stream, 2000n, undefined) };

    const { revealed, next } = session.setClientSeed('new-seed');
    expect(revealed.serverSeedHash).toBe(committed);
    expect(commitServerSeed(revealed.serverSeed)).toBe(committed);
    expect(revealed.roundsPlayed).toBe(6);
    expect(next).toMatchObject({ clientSeed: 'new-seed', nonce: 0 });
    expect(next.serverSeedHash).not.toBe(committed);

    for (const r of played) {
      const v = verifyRound({
        game: 'bgs-dice',
        serverSeed: revealed.serverSeed,
        serverSeedHash: r.ref.serverSeedHash,
        clientSeed: r.ref.clientSeed,
        nonce: r.ref.nonce,
        stake: '1000',
        params: r.params,
      });
      expect(v.hashMatches).toBe(true);
      expect(v.outcome).toEqual(r.outcome);
      expect(v.win).toBe(r.win);
    }
    const v = verifyRound({
      game: 'bgs-slot',
      serverSeed: revealed.serverSeed,
      clientSeed: 'my-seed',
      nonce: slotRound.ref.nonce,
      stake: 2000n,
    });
    expect(v.outcome).toEqual(slotRound.outcome);
    expect(v.win).toBe(slotRound.win);
    // A wrong commitment is reported, not hidden.
    expect(
      verifyRound({
        game: 'bgs-slot',
        serverSeed: seed,
        serverSeedHash: committed,
        clientSeed: 'a',
        nonce: 0,
        stake: '20',
      }).hashMatches,
    ).toBe(false);
  });

  it('refuses malformed verify input with stable codes', () => {
    const base = { game: 'bgs-dice' as const, serverSeed: seed, clientSeed: 'a', nonce: 0, stake: '100' };
    const code = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return (e as GameInputError).code;
      }
      return 'none';
    };
    expect(code(() => verifyRound({ ...base, params: { direction: 'over', target: 99 } }))).toBe(
      'BAD_DICE_BET',
    );
    expect(code(() => verifyRound({ ...base, stake: '1.5', params: { direction: 'over', target: 9 } }))).toBe(
      'BAD_STAKE',
    );
    expect(code(() => verifyRound({ ...base, nonce: -1, params: { direction: 'over', target: 9 } }))).toBe(
      'BAD_NONCE',
    );
    expect(code(() => verifyRound({ ...base, game: 'bgs-slot', stake: '25' }))).toBe('BAD_SLOT_STAKE');
  });
});
