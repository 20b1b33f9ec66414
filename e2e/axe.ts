/**
 * The accessibility check every e2e suite runs (docs/architecture.md "Targets": axe finds 0 violations on every route and popup): axe-core over
 * the page and its frames with the WCAG 2.2 AA rule tags plus best practices.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

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
