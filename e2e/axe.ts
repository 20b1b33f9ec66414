/**
 * The accessibility check every e2e suite runs (docs/architecture.md "Targets": axe finds 0 violations on every route and popup): axe-core over
 * the page and its frames with the WCAG 2.2 AA rule tags plus best practices.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The axe rule tags of every check: WCAG 2.0, 2.1 and 2.2 A/AA, and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Turns transitions and animations off in the page, since axe reads colours mid-transition otherwise. The site's CSP
 * may refuse the style tag; then the reduced-motion preference keeps them short.
 */
export async function stopAnimations(page: Page): Promise<void> {
  await page
    .addStyleTag({ content: '*,*::before,*::after{transition:none!important;animation:none!important}' })
    .catch(() => undefined);
}

/** One axe violation as a failing test prints it: rule id, impact, help text, and up to 5 of its elements. */
export interface AxeViolation {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/**
 * The axe violations of `page` (and its frames) as it is now: an empty array when it is clean. `still` turns
 * animations off first ({@link stopAnimations}).
 */
export async function axeViolations(page: Page, { still = false } = {}): Promise<AxeViolation[]> {
  if (still) await stopAnimations(page);
  const result = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return result.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
  }));
}

/** Sets the colour mode of the page as it is (what the site's switch does), without a reload. */
export async function setColorMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await page.evaluate(async (m) => {
    localStorage.setItem('pd-color-mode', m);
    document.documentElement.setAttribute('data-color-mode', m);
    // Flush the style change and let two frames pass, so the transitions it starts are running before the check
    // below looks for them (a loaded machine ran the check before they began, and axe read mid-transition colours).
    // Every element's colours are read once: parts the browser skips while off screen (content-visibility) would
    // otherwise start their transitions only when axe reads them, and axe would get the old mode's colours.
    for (const el of Array.from(document.querySelectorAll('*'))) {
      const cs = getComputedStyle(el);
      void (cs.color + cs.backgroundColor);
    }
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    // Transitions of parts the browser skips off screen (content-visibility) do not advance until shown: finish every
    // colour transition now, so axe reads the new mode's colours everywhere.
    for (const a of document.getAnimations()) if (a instanceof CSSTransition) a.finish();
  }, mode);
  await expect(page.locator('html')).toHaveAttribute('data-color-mode', mode);
  // Colours change through CSS transitions (the site's CSP may refuse stopAnimations' style tag): axe must read the
  // settled colours, so wait until no transition runs (endless animations, such as a spinner, are not transitions).
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'),
  );
}

/** Asserts axe finds nothing on the page as it is, in light and then dark (`what` names it in the message). */
export async function axeCleanInBothModes(page: Page, what: string): Promise<void> {
  await stopAnimations(page);
  for (const mode of ['light', 'dark'] as const) {
    await setColorMode(page, mode);
    expect(await axeViolations(page), `${what} in ${mode}`).toEqual([]);
  }
}
