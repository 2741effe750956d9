// Accessibility checks shared by the browser specs: axe (WCAG 2.2 A and AA rules) and a
// touch-target check (every control at least 44×44 px on a phone, stricter than WCAG's 24 px).
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { Language } from '../../../src/shared/languages';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
export const MIN_TARGET = 44;

/** A page that starts in `language` (the app's stored choice), with animations reduced. */
export async function openInLanguage(page: Page, language: Language) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.addInitScript((chosen) => localStorage.setItem('language', chosen), language);
}

/**
 * Waits until nothing on screen is loading: no spinner, skeleton or busy region, fonts ready,
 * and every image in view loaded (or failed). Not 'networkidle', which always waits 500 ms
 * after the last request: this is called a few hundred times.
 */
export async function settle(page: Page) {
  await expect(page.locator('[role="status"].mantine-Loader-root, .mantine-Skeleton-root, [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await page.waitForFunction(() => {
    const inView = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
    };
    return document.readyState === 'complete' && document.fonts.status === 'loaded' && [...document.images].every((image) => image.complete || !inView(image));
  }, undefined, { timeout: 15_000 });
}

/**
 * With a dialog open, only the dialog (and any toast) is checked: the page behind it is
 * aria-modal'ed away and cannot be reached, and a full-screen dialog covers it.
 */
export async function expectNoAxeViolations(page: Page, what: string, scope?: string) {
  await settle(page);
  // From the top of the page: scrolled, the sticky top bar covers whatever passes under it,
  // which axe would count against those targets' size.
  if (!scope) await page.evaluate(() => window.scrollTo(0, 0));
  // WCAG 2.5.3 Label in Name: axe marks its rule 'experimental', so it is switched on by name
  // beside the tags (a rule enabled in `rules` runs whatever the tags say), in the same run:
  // each run injects axe into the page again.
  let axe = new AxeBuilder({ page }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } }).withTags(WCAG_TAGS);
  if (scope) axe = axe.include(scope).include('.mantine-Notifications-root');
  const results = await axe.analyze();
  const violations = results.violations.map((violation) => `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)} ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`).join('\n    ')}`);
  expect(violations, `axe on ${what}`).toEqual([]);
}

/**
 * Every visible control in `scope` (the open dialog, else the page) is at least 44×44 px.
 * Inline links inside running text would be exempt (WCAG 2.5.8); the app has none.
 */
export async function expectTouchTargets(page: Page, what: string, scope = 'body') {
  const small = await page.evaluate(
    ({ selector, min }) => {
      const root = document.querySelector(selector) ?? document.body;
      const controls = root.querySelectorAll<HTMLElement>(
        'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [role="radio"], [role="checkbox"], [role="combobox"], [role="option"], [tabindex="0"]',
      );
      const problems: string[] = [];
      for (const control of controls) {
        let target: HTMLElement = control;
        // Visually hidden radio/checkbox inputs: their label is what a finger touches.
        // A text field's target is its whole box (the inner <input> sits inside its border).
        if (control instanceof HTMLInputElement && !['radio', 'checkbox'].includes(control.type)) {
          target = control.closest<HTMLElement>('.mantine-PasswordInput-input, .mantine-TagsInput-input') ?? control;
        }
        if (control instanceof HTMLInputElement && ['radio', 'checkbox'].includes(control.type)) {
          target = (control.labels?.[0] as HTMLElement | undefined) ?? control.closest<HTMLElement>('label, .mantine-SegmentedControl-control, .mantine-Radio-root') ?? control;
        }
        // A stretched link (its ::after covers its positioned card) is touched anywhere on the card.
        const after = getComputedStyle(control, '::after');
        if (after.position === 'absolute' && after.content !== 'none' && control.offsetParent instanceof HTMLElement) target = control.offsetParent;
        const style = getComputedStyle(target);
        const box = target.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || style.visibility === 'hidden' || target.closest('[aria-hidden="true"], [inert]')) continue;
        if (box.width + 0.5 < min || box.height + 0.5 < min) {
          const name = target.getAttribute('aria-label') ?? target.textContent?.trim().slice(0, 30) ?? '';
          problems.push(`${target.tagName.toLowerCase()}${target.className ? `.${String(target.className).split(' ')[0]}` : ''} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`);
        }
      }
      return problems;
    },
    { selector: scope, min: MIN_TARGET },
  );
  expect(small, `touch targets under ${MIN_TARGET} px on ${what}`).toEqual([]);
}

/** Both checks at once. */
export async function expectAccessible(page: Page, what: string, scope?: string) {
  await expectNoAxeViolations(page, what, scope);
  await expectTouchTargets(page, what, scope);
}
