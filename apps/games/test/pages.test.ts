/**
 * The games server's pages in the player's language (docs/architecture.md "Games server"), against a real platform: a launch from a
 * Bengali site opens the game in Bengali; every page (the three games, verify, rules, VN lottery, a sandbox game)
 * speaks bn and en by `lang`, by the cookie a `lang` leaves, and by Accept-Language, with the right `<html lang>`,
 * its key texts, no text of the other language, and a valid JSON string block for its script; an unknown language
 * gives English; the strict CSP still holds (no inline script or style).
 */
import { describe, expect, it } from 'vitest';
import { MESSAGES, type Lang, type MessageKey } from '../src/i18n/index.ts';
import { LANG_COOKIE } from '../src/server/kit.ts';
import { lobbyLaunch, pageScripts, platformWithGames } from './helpers/games.ts';

const stack = platformWithGames();

const ROUND = 'bgs-00000000-0000-4000-8000-000000000000';

/** Every page, by path, with texts it must show (message keys) and the script it loads. */
const PAGES: { path: string; keys: MessageKey[]; script?: string }[] = [
  {
    path: '/play?gameCode=bgs-slot',
    keys: ['game.spin', 'common.balance', 'game.fairPlay'],
    script: '/assets/game.js',
  },
  {
    path: '/play?gameCode=bgs-dice',
    keys: ['game.roll', 'dice.rollUnder', 'game.target', 'dice.chance'],
    script: '/assets/game.js',
  },
  {
    path: '/play?gameCode=bgs-baccarat',
    keys: ['game.deal', 'baccarat.banker', 'game.name.bgs-baccarat'],
    script: '/assets/game.js',
  },
  {
    path: `/verify/${ROUND}`,
    keys: ['verify.heading', 'verify.checking', 'verify.reveal'],
    script: '/assets/verify.js',
  },
  { path: '/rules', keys: ['rules.heading', 'rules.fair.heading', 'rules.slot.symbol'] },
  {
    path: '/lottery/vn',
    keys: ['lottery.place', 'lottery.myBets', 'lottery.number'],
    script: '/lottery/assets/lottery.js',
  },
  { path: '/sandbox/CQ9', keys: ['common.loading', 'common.balance'], script: '/sandbox/assets/sandbox.js' },
];

/** GET a page of the games server. */
async function page(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${stack.games.url}${path}`, { headers: { 'accept-language': '', ...headers } });
  expect(res.status, path).toBe(200);
  return { res, html: await res.text() };
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** The words a player (or a screen reader) gets: the HTML's text and aria-labels, without its scripts and tags. */
const visibleText = (html: string) => {
  const body = html.replace(/<script\b[\s\S]*?<\/script>/gi, ' ');
  const labels = [...body.matchAll(/\saria-label="([^"]*)"/g)].map((m) => m[1]).join(' ');
  return `${body.replace(/<[^>]+>/g, ' ')} ${labels}`.replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]!);
};

/**
 * Latin words allowed in a Bengali or Hindi page: brands, the lottery's bet types, technical terms of provable fairness and
 * the names inside the fairness formula, which players copy as they are.
 */
const LATIN_IN_BN = new Set(
  'Lucky Lines VN Lotto RTP SHA HMAC Provably fair clientSeed nonce cursor seed vnlotto draw block int key bgs'.split(
    ' ',
  ),
);

/** Checks `html` is the page in `lang`: `<html lang>`, the block, the texts, nothing of the other language. */
function expectPageIn(html: string, lang: Lang, keys: MessageKey[], script?: string) {
  expect(html).toMatch(new RegExp(`<html lang="${lang}">`));
  const { blocks, srcs } = pageScripts(html);
  if (script) {
    expect(srcs).toEqual([script]);
    const block = blocks['pd-i18n'] as { lang: string; messages: Record<string, string> };
    expect(block.lang).toBe(lang);
    expect(Object.keys(block.messages).length).toBeGreaterThan(5);
    for (const [k, v] of Object.entries(block.messages)) expect(v, k).toBe(MESSAGES[lang]![k as MessageKey]);
  } else expect(srcs).toEqual([]);
  const text = visibleText(html);
  for (const k of keys) expect(text, k).toContain(MESSAGES[lang]![k]);
  if (lang === 'en') expect(text).not.toMatch(/[\u0980-\u09FF]/);
  else {
    const latin = [...text.matchAll(/[A-Za-z]{3,}/g)].map((m) => m[0]).filter((w) => !LATIN_IN_BN.has(w));
    expect(latin).toEqual([]);
  }
}

describe('pages in the player language', () => {
  it('a launch from the Bengali site opens the game in Bengali and keeps the language in a cookie', async () => {
    const launch = await lobbyLaunch(
      stack.platform.t,
      { vassalage: 'BGS', gameType: 'BGS', gameCode: 'BGS-BGS-0001', names: { en: 'Dice', bn: 'ডাইস' } },
      { language: 'bn' },
    );
    expect(launch.status).toBe(200);
    const url = launch.url!;
    expect(url.searchParams.get('lang')).toBe('bn');

    // The browser's own preference is English: the site's choice wins.
    const { res, html } = await page(`/play${url.search}`, { 'accept-language': 'en-US,en;q=0.9' });
    expectPageIn(html, 'bn', ['game.name.bgs-dice', 'game.roll', 'common.balance'], '/assets/game.js');
    expect(res.headers.get('content-language')).toBe('bn');
    expect(res.headers.get('vary')).toMatch(/Accept-Language/);
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(new RegExp(`^${LANG_COOKIE}=bn; Path=/; Max-Age=43200; HttpOnly; SameSite=Lax$`));
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/unsafe-(inline|eval)/);

    // A page opened later without `lang` (the rules link, a reload without the query) keeps Bengali.
    const again = await page('/rules', { cookie: `${LANG_COOKIE}=bn`, 'accept-language': 'en' });
    expectPageIn(again.html, 'bn', ['rules.heading'], undefined);
    expect(again.res.headers.get('set-cookie')).toBeNull();
    // The page's own links carry the language.
    expect(html).toContain('href="/rules?lang=bn"');
  });

  it('a launch from the English site opens the sandbox game in English', async () => {
    const launch = await lobbyLaunch(stack.platform.t, {
      vassalage: 'CQ9',
      gameType: 'RNG',
      gameCode: 'CQ9-RNG-I18N',
      names: { en: 'Coin' },
    });
    expect(launch.status).toBe(200);
    const url = launch.url!;
    expect(url.searchParams.get('lang')).toBe('en');
    const { html } = await page(`${url.pathname}${url.search}`, { 'accept-language': 'bn' });
    expectPageIn(html, 'en', ['common.loading', 'common.balance'], '/sandbox/assets/sandbox.js');
    // A slot (game type RNG) in the brand's colours (the launch's theme, as a stylesheet: the CSP allows no inline style).
    expect(html).toContain('>Spin</button>');
    expect(html).toContain('data-kind="slot"');
    const theme = /href="(\/sandbox\/theme\.css\?c=[^"]+)"/.exec(html)![1]!;
    const css = await (await fetch(`${stack.games.url}${theme.replaceAll('&amp;', '&')}`)).text();
    // deshplay's dark primary (teal.400) becomes the games pages' accent.
    expect(css).toContain('--accent:#2dd4bf;');
    expect(
      await (await fetch(`${stack.games.url}/sandbox/theme.css?c=bg-zzz.primary-123456;}body{x`)).text(),
    ).toBe(':root{}\n');
  });

  for (const p of PAGES) {
    it(`${p.path} speaks bn, hi and en by lang, cookie and Accept-Language; unknown languages get English`, async () => {
      const q = p.path.includes('?') ? '&' : '?';
      expectPageIn((await page(`${p.path}${q}lang=bn`)).html, 'bn', p.keys, p.script);
      expectPageIn(
        (await page(`${p.path}${q}lang=en`, { 'accept-language': 'bn' })).html,
        'en',
        p.keys,
        p.script,
      );
      expectPageIn((await page(`${p.path}${q}lang=bn-BD`)).html, 'bn', p.keys, p.script);
      expectPageIn((await page(p.path, { cookie: `${LANG_COOKIE}=bn` })).html, 'bn', p.keys, p.script);
      expectPageIn(
        (await page(p.path, { 'accept-language': 'fr-FR,bn;q=0.8,en;q=0.5' })).html,
        'bn',
        p.keys,
        p.script,
      );
      expectPageIn(
        (await page(p.path, { 'accept-language': 'en-GB,en;q=0.9' })).html,
        'en',
        p.keys,
        p.script,
      );
      expectPageIn((await page(p.path)).html, 'en', p.keys, p.script);
      // An unknown language: English, whatever the browser prefers.
      expectPageIn(
        (await page(`${p.path}${q}lang=xx`, { 'accept-language': 'bn' })).html,
        'en',
        p.keys,
        p.script,
      );
      expectPageIn(
        (await page(`${p.path}${q}lang=ta`, { cookie: `${LANG_COOKIE}=bn` })).html,
        'en',
        p.keys,
        p.script,
      );
      // Hindi: a language added as its catalogue file alone (messages.hi.ts), found like Bengali.
      expectPageIn(
        (await page(`${p.path}${q}lang=hi`, { cookie: `${LANG_COOKIE}=bn` })).html,
        'hi',
        p.keys,
        p.script,
      );
      expectPageIn(
        (await page(p.path, { 'accept-language': 'hi-IN,hi;q=0.9' })).html,
        'hi',
        p.keys,
        p.script,
      );
    });
  }

  it('formats the numbers of a page with the language’s digits', async () => {
    const bn = (await page('/rules?lang=bn')).html;
    expect(bn).toContain('ডাইস (RTP ৯৯%)');
    expect(bn).toContain('<td>৫০০</td>');
    expect((await page('/rules?lang=en')).html).toContain('Dice (RTP 99%)');
    const lottery = (await page('/lottery/vn?lang=bn')).html;
    expect(lottery).toContain('value="১.০০"');
    expect(lottery).toContain('২৭টি');
    expect(lottery).toContain('৩০০ সেকেন্ড');
    const block = pageScripts(lottery).blocks['pd-i18n'] as { timeZone: string };
    expect(block.timeZone).toBe('Asia/Dhaka');
    // The brand's zone from the launch URL (nova: India), and the process's zone for one the runtime does not know.
    const zoneOf = async (q: string) =>
      (pageScripts((await page(`/lottery/vn?lang=en&${q}`)).html).blocks['pd-i18n'] as { timeZone: string })
        .timeZone;
    expect(await zoneOf('tz=Asia%2FKolkata')).toBe('Asia/Kolkata');
    expect(await zoneOf('tz=Mars%2FOlympus')).toBe('Asia/Dhaka');
    expect(await zoneOf(`tz=${'x'.repeat(200)}`)).toBe('Asia/Dhaka');
    const slot = (await page('/play?gameCode=bgs-slot&lang=bn')).html;
    expect(slot).toContain('data-minor="1000">১০</button>');
    expect(slot).toContain('value="১.০০" readonly');
  });

  it('ships its own web fonts for Bengali, Devanagari and Latin text, under the strict CSP', async () => {
    const res = await fetch(`${stack.games.url}/assets/games.css`);
    const css = await res.text();
    // The page font is the bundled one, system fonts only as a fallback.
    expect(css).toMatch(/--font: 'Noto Sans', 'Noto Sans Bengali', system-ui/);
    const faces = [...css.matchAll(/@font-face \{([^}]*)\}/g)].map((m) => ({
      url: /url\((\/assets\/fonts\/[^)]+)\)/.exec(m[1]!)![1]!,
      range: /unicode-range:([^;]+);/.exec(m[1]!)![1]!,
    }));
    const covering = (codePoint: string) =>
      faces.filter((f) => f.range.includes(codePoint)).map((f) => f.url);
    expect(covering('U+0980-09FE')).toEqual(['/assets/fonts/noto-sans-bengali.woff2']); // Bengali
    expect(covering('U+0900-097F')).toEqual(['/assets/fonts/noto-sans-devanagari.woff2']); // Devanagari
    expect(covering('U+0000-00FF')).toEqual(['/assets/fonts/noto-sans-latin.woff2']); // Latin
    for (const f of faces) {
      const font = await fetch(`${stack.games.url}${f.url}`);
      expect(font.status, f.url).toBe(200);
      expect(font.headers.get('content-type'), f.url).toBe('font/woff2');
      expect(
        Buffer.from(await font.arrayBuffer())
          .subarray(0, 4)
          .toString('latin1'),
        f.url,
      ).toBe('wOF2');
    }
    expect((await fetch(`${stack.games.url}/assets/fonts/other.woff2`)).status).toBe(404);
    const csp = (await page('/play?gameCode=bgs-slot')).res.headers.get('content-security-policy')!;
    expect(csp).toContain("font-src 'self'");
    expect(csp).not.toMatch(/unsafe-(inline|eval)/);
  });

  it('serves the scripts’ shared i18n module as JavaScript', async () => {
    const res = await fetch(`${stack.games.url}/assets/i18n.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await res.text()).toContain('export function createI18n');
  });
});
