/**
 * Game tiles and vendor logos: Game-icons pictures chosen by name and theme, in the brand's palette.
 */
import { describe, expect, it } from 'vitest';
import { gameIcon } from '../../infra/game-icons.ts';
import { DEFAULT_TILE_PALETTE, gameIconSvg, tilePalette, vendorIconSvg } from './icons.ts';
import { demoCatalogue } from './demo.ts';

const brand = (light: Record<string, string>) =>
  ({ id: 'b', config: { config: { theme: { light } } } }) as never;

describe('game tiles', () => {
  it("draws the picture the name names, in the adjective's colour, with the edition badge", () => {
    const tiger = gameIconSvg('X-1', 'Golden Tiger Deluxe', 'PG', 'RNG');
    expect(tiger).toContain(gameIcon('tiger-head').body);
    expect(tiger).toContain('fill="#fcd34d"'); // amber.300
    expect(tiger).toContain(gameIcon('star-medal').body);
    const moon = gameIconSvg('X-2', 'Silver Moon', 'PG', 'RNG');
    expect(moon).toContain(gameIcon('moon').body);
    expect(moon).not.toContain(gameIcon('star-medal').body);
    expect(gameIconSvg('X-3', 'Mighty Baccarat', 'AG', 'LIVE')).toContain(gameIcon('card-ace-hearts').body);
  });

  it('gives a name it does not know a picture of its game theme', () => {
    expect(gameIconSvg('C-1', 'Kampong Derby', 'SV', 'COCKFIGHT')).toContain(gameIcon('rooster').body);
    expect(gameIconSvg('L-1', 'Mega 6', 'TCG', 'LOTT')).toContain(gameIcon('ticket').body);
  });

  it("composes the gradient of the brand's own theme colours, so two brands' tiles differ", () => {
    const teal = tilePalette(brand({ primary: 'teal.700', secondary: 'amber.400' }));
    const violet = tilePalette(brand({ primary: 'violet.700', secondary: 'pink.700' }));
    expect(teal.primary).toBe('#0f766e');
    expect(violet.primary).toBe('#6d28d9');
    expect(tilePalette(brand({}))).toEqual(DEFAULT_TILE_PALETTE);
    const a = gameIconSvg('X-1', 'Lucky Panda', 'PG', 'RNG', teal);
    const b = gameIconSvg('X-1', 'Lucky Panda', 'PG', 'RNG', violet);
    expect(a).not.toBe(b);
    expect(a).toBe(gameIconSvg('X-1', 'Lucky Panda', 'PG', 'RNG', teal));
    expect(vendorIconSvg('PG', teal)).not.toBe(vendorIconSvg('PG', violet));
  });

  it('finds a picture for every demo game name (no tile falls back on a missing icon)', () => {
    const games = demoCatalogue();
    for (const g of games.filter((_, i) => i % 97 === 0 || _.gameType !== 'RNG'))
      expect(gameIconSvg(g.gameCode, g.names.en!, g.vassalage, g.gameType)).toMatch(/<path /);
  });
});
