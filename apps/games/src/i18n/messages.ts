/**
 * Every text a player sees on the games server (docs/architecture.md "Games server"; the platform's languages: the default brand is
 * Bengali-first, with English), one dictionary per language. English is the source, in this module: its keys are the
 * message ids. Every other language is a file `messages.<lang>.ts` beside it exporting a `Record<MessageKey, string>`
 * (messages.bn.ts, messages.hi.ts), found by name when this module loads and imported through a template-literal
 * `import()` (tsx runs it as is; esbuild bundles every `./messages.*.ts`), so an added language is that file alone
 * (docs/decisions.md D31). Each must have exactly the keys of English (the type) and the same `{placeholders}`
 * (checked by test/i18n.test.ts).
 *
 * Keys: `common.*` shared texts, `game.*` / `dice.*` / `baccarat.*` / `slot.*` the game page (pages.ts, game.js),
 * `verify.*` and `round.*` the verify page, `rules.*` the rules page, `lottery.*` the VN lottery page, `sandbox.*` the
 * sandbox vendor games, `error.<CODE>` the text a page shows for an API error code (`error.<scope>.<CODE>` where one
 * operation needs a more precise text), `currency.<CODE>` names of the non-ISO currencies (trial and demo money).
 *
 * Placeholders are `{name}` (letters and digits); the caller passes values already formatted for the language
 * (numbers and money through Intl, see format.ts). Game names that are brands (Lucky Lines, VN Lotto) and the
 * lottery's bet types Lô and Đề (the game's own terms) stay as they are in both languages; the provably fair terms
 * (seed, hash, nonce, SHA-256, HMAC) are the loanwords Bangladeshi players know from crypto games.
 */

import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** English: the source dictionary. */
const en = {
  // Shared
  'common.balance': 'Balance',
  'common.stake': 'Stake',
  'common.connecting': 'Connecting…',
  'common.loading': 'Loading…',
  'common.rulesLink': 'Rules and RTP',
  'common.gameLabel': '{name} game',
  'common.won': 'You won {amount}',
  'common.noWin': 'No win',
  'common.none': '—',

  // Game names (brands stay as they are)
  'game.name.bgs-slot': 'Lucky Lines',
  'game.name.bgs-dice': 'Dice',
  'game.name.bgs-baccarat': 'Baccarat',
  'game.name.bgs-vnlotto': 'VN Lotto',

  // Game page (pages.ts gamePage, public/game.js)
  'game.betRegion': 'Bet',
  'game.resultRegion': 'Result',
  'game.fairPlay': 'Fair play',
  'game.seedHash': 'Server seed hash (committed before play)',
  'game.nextNonce': 'Next nonce',
  'game.clientSeed': 'Client seed',
  'game.changeSeed': 'Change client seed (reveals the server seed)',
  'game.lastRound': 'Last round:',
  'game.verify': 'verify',
  'game.verifyRound': 'Verify round {id} (opens in a new tab)',
  'game.spin': 'Spin',
  'game.roll': 'Roll',
  'game.deal': 'Deal',
  'game.betOn': 'Bet on',
  'game.direction': 'Bet',
  'game.target': 'Target',
  'game.status.ready': 'Ready',
  'game.status.playing': 'Playing…',
  'game.status.enterStake': 'Enter a stake such as {example}',
  'game.status.noWin': 'No win this time',
  'game.status.seedChanged': 'New seed pair committed',
  'game.status.openFromSite': 'Open the game from the site to play',
  'game.revealed': 'Revealed server seed {seed} (hash {hash}; rounds played: {rounds})',
  'game.stakeWin': 'Stake {stake} · Win {win}',
  'game.stakeNoWin': 'Stake {stake} · No win',
  'game.winPending': 'Your win is being paid: it will reach your balance shortly.',
  'game.jackpot': 'Jackpot! {amount} of your win is the jackpot pool.',
  'game.stakeDown': 'Lower the stake',
  'game.stakeUp': 'Raise the stake',
  'game.quickStakes': 'Quick stakes',
  'game.lastResults': 'Last results',
  'game.noRounds': 'No rounds yet: your results appear here.',
  'game.retry': 'Try again',
  'game.youWon': 'You won',
  'game.bigWin': 'Big win!',
  'game.megaWin': 'Mega win!',
  'game.tryAgain': 'No win this time',
  'game.resultWin': 'Win {amount}',
  'game.resultLoss': 'No win',
  'slot.paylines': '{count} paylines',
  'slot.auto': 'Autoplay',
  'slot.autoSpins': 'Spins',
  'slot.stopLoss': 'Loss limit',
  'slot.autoStart': 'Start autoplay',
  'slot.autoStop': 'Stop autoplay ({left} left)',
  'slot.autoStopped': 'Autoplay stopped: another spin could take your loss past the limit of {amount}.',
  'slot.autoDone': 'Autoplay finished.',
  'dice.directionLabel': 'Roll',
  'dice.rollUnder': 'Roll under',
  'dice.rollOver': 'Roll over',
  'dice.chance': 'Win chance',
  'dice.multiplier': 'Payout',
  'dice.winAmount': 'Win on hit',
  'dice.rollValue': 'Roll',
  'dice.track': 'Roll {roll} on the 0 to 100 scale; winning zone {zone}',
  'baccarat.board': 'Bet board',
  'baccarat.pays': 'pays {odds}',
  'baccarat.hand': '{name} cards: {cards}, total {total}',
  'baccarat.road': 'Road',
  'slot.reels': 'Reels: {rows}',
  'slot.line': 'line {line}: {count} × {symbol}',
  'slot.scatters': 'Scatters: {count}',
  'slot.symbol.W': 'Wild',
  'slot.symbol.S': 'Scatter',
  'slot.symbol.7': 'Seven',
  'slot.symbol.B': 'Bar',
  'slot.symbol.L': 'Bell',
  'slot.symbol.M': 'Melon',
  'slot.symbol.P': 'Plum',
  'slot.symbol.O': 'Orange',
  'slot.symbol.N': 'Lemon',
  'slot.symbol.C': 'Cherry',
  'dice.under': 'Under',
  'dice.over': 'Over',
  'dice.betUnder': 'under {target}',
  'dice.betOver': 'over {target}',
  'dice.result': 'Roll {roll} ({bet}, win chance {chance})',
  'baccarat.player': 'Player',
  'baccarat.banker': 'Banker',
  'baccarat.tie': 'Tie',
  'baccarat.hands': 'Player {player} = {playerTotal} · Banker {banker} = {bankerTotal}',
  'baccarat.result.player': 'Player wins',
  'baccarat.result.banker': 'Banker wins',
  'baccarat.result.tie': 'Tie',

  // Verify page (pages.ts verifyPage, public/verify.js)
  'verify.title': 'Verify a round',
  'verify.heading': 'Verify round',
  'verify.checking': 'Checking…',
  'verify.reveal': 'Reveal the server seed (starts a new seed pair)',
  'verify.stored': 'Stored outcome',
  'verify.recomputed': 'Recomputed outcome',
  'verify.howLink': 'How outcomes are computed (rules and RTP)',
  'verify.fact.game': 'Game',
  'verify.fact.stakeWin': 'Stake / win',
  'verify.fact.status': 'Status',
  'verify.fact.seedHash': 'Server seed hash',
  'verify.fact.clientSeed': 'Client seed',
  'verify.fact.nonce': 'Nonce',
  'verify.fact.serverSeed': 'Server seed',
  'verify.notRevealed': 'not revealed yet',
  'verify.inPlay': 'The server seed of this round is still in play. Reveal it to verify.',
  'verify.ok': 'Verified: the server seed matches its commitment and the recomputed outcome matches.',
  'verify.bad': 'NOT verified (hash {hash}, outcome {outcome})',
  'verify.matches': 'matches',
  'verify.differs': 'differs',
  'verify.verified': 'Verified',
  'verify.checks': 'Checks',
  'verify.notVerified': 'Not verified',
  'verify.pending': 'Not verifiable yet',
  'verify.outcome': 'Outcome',
  'verify.fairData': 'Fairness data',
  'verify.check.hash': 'SHA-256 of the server seed equals the hash committed before play',
  'verify.check.outcome': 'The outcome recomputed from the seeds equals the stored outcome',
  'verify.technical': 'Technical data (JSON)',
  'round.status.open': 'Open',
  'round.status.settled': 'Settled',
  'round.status.cancelled': 'Cancelled (stake returned)',

  // Rules page (pages.ts rulesPage; the normative text is RULES.md and the engines)
  'rules.title': 'Rules and RTP',
  'rules.heading': 'Rules and return to player',
  'rules.fair.heading': 'Provably fair',
  'rules.fair.text':
    'Before you play, you see the SHA-256 hash of a secret 32-byte server seed. Each round uses HMAC-SHA256 keyed by the server seed over "clientSeed:nonce:cursor" (your client seed, the round\'s nonce 0, 1, 2…) as its random bytes. Changing your client seed reveals the server seed, so you can recompute every round on its verify page.',
  'rules.dice.heading': 'Dice (RTP {rtp})',
  'rules.dice.text':
    'The roll is {min} to {max}. "Under T" wins when the roll is below T, "over T" when it is T or more (T from {tmin} to {tmax}). A win pays stake × {edge} / win chance %, including the stake.',
  'rules.slot.heading': 'Lucky Lines slot (RTP {rtp})',
  'rules.slot.text':
    '5 reels × 3 rows, {lines} fixed paylines; the stake is spread evenly over the lines. Wins pay left to right from reel 1, 3 or more of a kind, in line bets. W (wild) substitutes for every symbol except S. S (scatter) pays anywhere: 3, 4 and 5 scatters pay {s3}, {s4} and {s5} the total stake.',
  'rules.slot.caption': 'Pays in line bets for 3, 4 and 5 of a kind',
  'rules.slot.symbol': 'Symbol',
  'rules.baccarat.heading': 'Baccarat (RTP player {player}, banker {banker}, tie {tie})',
  'rules.baccarat.text':
    'Punto banco from a fresh 8-deck shoe each round, standard third-card rules. Player pays 1:1, banker 1:1 less 5 % commission, tie 8:1; player and banker bets are returned on a tie.',

  // VN lottery page (lottery/page.ts, lottery/assets/lottery.js)
  'lottery.nextDraw': 'Next draw',
  'lottery.closesIn': 'Betting closes in {countdown} (draw at {time})',
  'lottery.commitment': 'Seed commitment (SHA-256): {hash}',
  'lottery.betForm': 'Place a bet',
  'lottery.betType': 'Bet type',
  'lottery.type.lo': 'Lô: any of the {count} numbers ({pays} per hit)',
  'lottery.type.de': 'Đề: special number ({pays})',
  'lottery.number': 'Number (00-99)',
  'lottery.pick': 'Pick your number',
  'lottery.place': 'Place bet',
  'lottery.myBets': 'My bets',
  'lottery.col.draw': 'Draw',
  'lottery.col.type': 'Type',
  'lottery.col.number': 'Number',
  'lottery.col.status': 'Status',
  'lottery.col.win': 'Win',
  'lottery.results': 'Results',
  'lottery.rules': 'Rules',
  'lottery.rules.draw':
    'Every draw opens {count} two-digit numbers ({min}-{max}, repeats possible) from a server seed committed by its SHA-256 before betting opens and revealed with the numbers: number i is int(100) of HMAC-SHA256(seed, "vnlotto.<draw id>:0:<block>"), read in order. The first number is the special number.',
  'lottery.rules.de': 'Đề: pays {pays} the stake when the special number is yours (RTP {rtp}).',
  'lottery.rules.lo':
    'Lô: pays {pays} the stake for each of the {count} numbers equal to yours, rounded down to the cent (RTP {rtp}).',
  'lottery.rules.limits':
    'Stakes {min} to {max}. A draw every {interval}; betting closes {close} before each draw. Bets are settled at their draw.',
  'lottery.status.ready': 'Ready: pick a number and a stake.',
  'lottery.status.openFromSite': 'Open the lottery from the site to play.',
  'lottery.status.enterStake': 'Enter a stake like {a} or {b}.',
  'lottery.status.pickNumber': 'Pick a number from {min} to {max}.',
  'lottery.status.placed': 'Bet placed: {type} {number} for {stake} on draw {draw}.',
  'lottery.status.notPlaced': 'The bet was not placed.',
  'lottery.special': 'Special number',
  'lottery.resultHead': 'Draw {draw} — special {special}',
  'lottery.resultSeed': 'Seed {seed} (SHA-256 {hash})',
  'lottery.bet.placed': 'Open',
  'lottery.bet.settled': 'Settled',
  'lottery.bet.void': 'Refunded',
  'lottery.bet.voiding': 'Refunding',
  'lottery.bet.refused': 'Refused',
  'lottery.bet.pending': 'Sending',
  'lottery.bet.failed': 'Failed',

  // Sandbox vendor games (sandbox/routes.ts sandboxPage, sandbox/assets/sandbox.js)
  'sandbox.title': '{name} sandbox game',
  'sandbox.demo': 'Free trial',
  'sandbox.transferWallet':
    'Playing with your game wallet: move money in or out in the site wallet (transfer).',
  'sandbox.kind.slot': 'Slot',
  'sandbox.kind.wheel': 'Wheel',
  'sandbox.kind.cards': 'Dragon Tiger',
  'sandbox.kind.lotto': 'Number draw',
  'sandbox.kind.sports': 'Sports',
  'sandbox.kind.table': 'Live baccarat table',
  'sandbox.kind.crash': 'Crash',
  'sandbox.kind.cockfight': 'Cockfight',
  'sandbox.table.player': 'Player',
  'sandbox.table.banker': 'Banker',
  'sandbox.table.total': 'Total {total}',
  'sandbox.table.redeals': 'Tie dealt again ×{count}',
  'sandbox.crash.target': 'Cash out at',
  'sandbox.crash.launch': 'Launch',
  'sandbox.crash.cashedOut': 'Cashed out at {target}',
  'sandbox.crash.crashed': 'Flew away at {point}',
  'sandbox.cockfight.meron': 'Meron (red)',
  'sandbox.cockfight.wala': 'Wala (blue)',
  'sandbox.cockfight.fight': 'Start the fight',
  'sandbox.cockfight.draw': 'Draw',
  'sandbox.cockfight.winner': '{side} wins',
  'sandbox.stage': 'Game',
  'sandbox.controls': 'Your bet',
  'sandbox.spin': 'Spin',
  'sandbox.spinWheel': 'Spin the wheel',
  'sandbox.deal': 'Deal',
  'sandbox.draw': 'Draw',
  'sandbox.playing': 'Playing…',
  'sandbox.history': 'Last rounds',
  'sandbox.cards.pick': 'Pick a side',
  'sandbox.cards.dragon': 'Dragon',
  'sandbox.cards.tiger': 'Tiger',
  'sandbox.lotto.pick': 'Pick a number',
  'sandbox.rules.slot':
    'Three of a kind pays: 7 50×, BAR 20×, bell 10×, cherry 5×, lemon 2× the stake. RTP {rtp}. Sandbox game, not provably fair.',
  'sandbox.rules.wheel':
    'The wheel stops on one of 20 segments and pays its multiple of the stake (0× to 5×). RTP {rtp}. Sandbox game, not provably fair.',
  'sandbox.rules.cards':
    'Dragon and Tiger each get a card (A low, K high); the higher card on your side pays 2.08× the stake, a tie loses. RTP {rtp}. Sandbox game.',
  'sandbox.rules.lotto':
    'One number from 0 to 9 is drawn; if it is yours you win 9.6× the stake. RTP {rtp}. Sandbox game.',
  'sandbox.rules.table':
    'Player and Banker get two cards each; the total is the sum of the card values (A 1, 10 and pictures 0) without the tens. The higher total wins and pays 1.92× the stake; equal totals are dealt again. RTP {rtp}. Sandbox game.',
  'sandbox.rules.crash':
    'Pick where to cash out, then launch: the multiplier climbs until the plane flies away. If it reaches your target you win the stake times the target. RTP {rtp} at every target. Sandbox game.',
  'sandbox.rules.cockfight':
    'Back Meron or Wala: each wins 12 fights in 25, one in 25 is a draw (all bets lose). The winner pays 2× the stake. RTP {rtp}. Sandbox game.',

  // Sandbox sports book (sandbox/sports.ts, sports-book.ts)
  'sports.rules':
    'Demo matches of the day with 1X2 odds. Several selections make one bet: the odds multiply and every pick must win. Play the match to settle a bet. Sandbox sports book (RTP about {rtp}).',
  'sports.hot': 'Hot matches',
  'sports.today': '{count} matches today',
  'sports.slip': 'Bet slip',
  'sports.slipEmpty': 'Tap the odds of a match to add it to the slip.',
  'sports.potential': 'Potential return',
  'sports.place': 'Place bet',
  'sports.placed': 'Bet placed: {amount}',
  'sports.openBets': 'My bets',
  'sports.draw': 'Draw',
  'sports.remove': 'Remove {match} from the slip',
  'sports.pickLabel': '{pick} at {odds}',
  'sports.betLine': 'Stake {stake} · return {ret} · {status}',
  'sports.status.open': 'open',
  'sports.status.settled': 'settled',
  'sports.status.void': 'refunded',
  'sports.status.pending': 'sending',
  'sports.settle': 'Play the match',
  'sports.lost': 'Bet lost',
  'sports.noDemo': 'Free trial: look at the matches; open the game from the site to bet.',

  // Non-ISO currencies (Intl cannot name them)
  'currency.TRIAL': 'TRIAL',
  'currency.DEMO': 'DEMO',

  // Errors shown by the page scripts, by the API's `code` (routes.ts, lottery/routes.ts, sandbox/routes.ts, kit.ts)
  'error.UNKNOWN': 'Something went wrong: try again.',
  'error.NETWORK': 'No connection to the game server: try again.',
  'error.BAD_ANSWER': 'The game server gave no valid answer: try again.',
  'error.TOKEN_INVALID': 'The launch link is invalid or expired: open the game again from the site.',
  'error.LAUNCH_REFUSED': 'The site refused to open the game: open it again from the site.',
  'error.PLATFORM_UNAVAILABLE': 'The site did not answer: try again.',
  'error.NOT_LOGGED_IN': 'Your game session has ended: open the game again from the site.',
  'error.INSUFFICIENT_FUNDS': 'Not enough balance for this stake.',
  'error.BET_REFUSED': 'The site refused the bet: your stake was not taken.',
  'error.BAD_STAKE': 'Enter a valid stake.',
  'error.BAD_ROUND': 'Pick a stake (and a side or number) and try again.',
  'error.BAD_SLIP': 'The slip is not valid: pick at most one result per match among the matches shown.',
  'error.BET_NOT_FOUND': 'This bet was not found: reload the page.',
  'error.BAD_SLOT_STAKE': 'Choose one of the stakes offered.',
  'error.BAD_DICE_BET': 'Pick over or under and a whole target from 1 to 98.',
  'error.BAD_BACCARAT_BET': 'Pick player, banker or tie.',
  'error.BAD_GAME': 'This game is not available.',
  'error.BAD_REQUEST_ID': 'The request could not be sent: reload the page.',
  'error.DUPLICATE_REQUEST': 'This bet was already sent and not placed: try again.',
  'error.BAD_CLIENT_SEED': 'The client seed must be 1 to 64 characters of A-Z a-z 0-9 _ . -',
  'error.BAD_SERVER_SEED': 'The round data is invalid.',
  'error.BAD_NONCE': 'The round data is invalid.',
  'error.ROUND_NOT_FOUND': 'No such round.',
  'error.BAD_LOTTERY_BET': 'Pick Lô or Đề and a number from 00 to 99.',
  'error.BAD_DRAW': 'This draw does not take bets: bet on the next draw.',
  'error.DRAW_CLOSED': 'Betting on this draw has closed: bet on the next draw.',
  'error.DRAW_NOT_OPEN': 'Betting on this draw has not opened yet.',
  'error.DRAW_NOT_FOUND': 'No such draw.',
  'error.NOT_FOUND': 'Not found.',
  'error.BAD_CURRENCY': 'Unknown currency.',
  'error.play.PLATFORM_UNAVAILABLE':
    'The site did not answer: the bet was cancelled and your stake returned.',
  'error.lottery.NOT_LOGGED_IN': 'Your game session has ended: open the lottery again from the site.',
  'error.lottery.TOKEN_INVALID':
    'The launch link is invalid or expired: open the lottery again from the site.',
  'error.lottery.PLATFORM_UNAVAILABLE': 'The site did not answer: the bet will be refunded.',
  'error.lottery.BAD_STAKE': 'The stake must be from {min} to {max}.',
} as const satisfies Record<string, string>;

/** A message id. */
export type MessageKey = keyof typeof en;

/** A language of the games server's pages: English or any `messages.<lang>.ts` beside this module. */
export type Lang = string;

/** A catalogue file name's language: `messages.hi.ts` -> "hi". */
const CATALOGUE_FILE = /^messages\.([a-z]{2,3}(?:-[a-z0-9]{2,8})*)\.ts$/;

const dictionaries: Record<Lang, Readonly<Record<MessageKey, string>>> = { en };
for (const file of readdirSync(fileURLToPath(new URL('.', import.meta.url))).sort()) {
  const lang = CATALOGUE_FILE.exec(file)?.[1];
  if (!lang || lang === 'en') continue;
  const mod = (await import(`./messages.${lang}.ts`)) as Record<string, Record<MessageKey, string>>;
  const table = mod[lang.replace(/[^a-z0-9]/g, '_')] ?? Object.values(mod)[0];
  if (table) dictionaries[lang] = table;
}

/**
 * The languages the games server speaks: English (the fallback for anything else) first, then every catalogue file
 * (docs/decisions.md D31: an added language is catalogue files only, no list in code).
 */
export const LANGUAGES: readonly Lang[] = [
  'en',
  ...Object.keys(dictionaries)
    .filter((l) => l !== 'en')
    .sort(),
];

/** The dictionaries, by language. */
export const MESSAGES: Readonly<Record<Lang, Readonly<Record<MessageKey, string>>>> & {
  readonly en: Readonly<Record<MessageKey, string>>;
} = dictionaries as typeof dictionaries & { en: Readonly<Record<MessageKey, string>> };
