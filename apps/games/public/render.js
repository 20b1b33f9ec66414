// Drawing helpers shared by the game page (game.js) and the verify page (verify.js): slot symbols from the page's
// inline sprite (src/symbols.ts), a static slot grid with its winning lines, playing cards, the dice track. Plain DOM,
// no inline style attribute strings (strict CSP: element.style properties set from script are allowed). Every
// drawing carries its meaning in text for assistive technology (role="img" with an aria-label, or visible text).

const SVG = 'http://www.w3.org/2000/svg';

/** An element `tag` with text and class. */
export function el(tag, text, cls) {
  const e = document.createElement(tag);
  if (text !== undefined && text !== null) e.textContent = text;
  if (cls) e.className = cls;
  return e;
}

/** The drawing of slot symbol `letter` (decorative: the caller names it). */
export function symbolSvg(letter) {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('class', `sym sym-${letter}`);
  svg.setAttribute('viewBox', '0 0 64 64');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const use = document.createElementNS(SVG, 'use');
  use.setAttribute('href', `#sym-${letter}`);
  svg.append(use);
  return svg;
}

/**
 * Draws the winning paylines into `svg` (viewBox 500x300: reel i's centre at x = 100i + 50, row r's at y = 100r + 50)
 * up to each line's count of symbols. `paylines` = slot.ts PAYLINES (row per reel), `lines` = the outcome's wins.
 */
export function drawPaylines(svg, paylines, lines) {
  svg.replaceChildren();
  lines.forEach((l, i) => {
    const rows = paylines[l.line];
    if (!rows) return;
    const points = rows
      .slice(0, Math.max(2, l.count))
      .map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`)
      .join(' ');
    const line = document.createElementNS(SVG, 'polyline');
    line.setAttribute('points', points);
    line.setAttribute('class', `payline c${i % 6}`);
    line.setAttribute('vector-effect', 'non-scaling-stroke');
    svg.append(line);
  });
}

/** The cells of a slot outcome that are part of a win: Set of "reel:row". */
export function winningCells(paylines, lines) {
  const cells = new Set();
  for (const l of lines) {
    const rows = paylines[l.line];
    if (rows) for (let reel = 0; reel < l.count; reel++) cells.add(`${reel}:${rows[reel]}`);
  }
  return cells;
}

/**
 * A static 5x3 grid of a slot outcome (`grid`: rows top to bottom, 5 letters each) with the winning cells marked,
 * as role="img" named `label`.
 */
export function slotGrid(grid, label, winners = new Set()) {
  const box = el('div', undefined, 'grid');
  box.setAttribute('role', 'img');
  box.setAttribute('aria-label', label);
  for (let row = 0; row < grid.length; row++)
    for (let reel = 0; reel < grid[row].length; reel++) {
      const cell = el('span', undefined, winners.has(`${reel}:${row}`) ? 'cell hit' : 'cell');
      cell.append(symbolSvg(grid[row][reel]));
      box.append(cell);
    }
  return box;
}

// Suits are not part of a baccarat outcome (the shoe draws ranks from 8 decks; suits never change a total): a card
// face shows one for looks only, picked from the card's place in the deal so a round always looks the same.
const SUITS = ['♠', '♥', '♣', '♦'];

/** A face-up card of `rank` ("A", "2".."10", "J", "Q", "K"), the `index`-th card of the deal (decorative). */
export function cardFace(rank, index) {
  const suit = SUITS[index % 4];
  const red = suit === '♥' || suit === '♦';
  const card = el('span', undefined, `card${red ? ' red' : ''}`);
  card.setAttribute('aria-hidden', 'true');
  card.append(el('span', `${rank}`, 'corner'), el('span', suit, 'pip'), el('span', `${rank}`, 'corner end'));
  return card;
}

/**
 * Sets the dice track: the winning zone of a bet (`direction` under|over, integer `target` 1..98) and, when `roll`
 * (0..9999 hundredths) is given, the marker at the roll. Positions in percent of the 0-100 scale.
 */
export function setTrack(zone, marker, direction, target, roll) {
  if (direction === 'under') {
    zone.style.left = '0%';
    zone.style.width = `${target}%`;
  } else {
    zone.style.left = `${target}%`;
    zone.style.width = `${100 - target}%`;
  }
  if (marker) {
    if (roll === undefined || roll === null) marker.hidden = true;
    else {
      marker.hidden = false;
      marker.style.left = `${roll / 100}%`;
    }
  }
}

/** A dice roll (0..9999 hundredths) as its exact decimal string "42.07" (never a float). */
export const rollDecimal = (roll) => `${Math.floor(roll / 100)}.${String(roll % 100).padStart(2, '0')}`;
