// Accessibility checks shared by the browser specs: axe (WCAG 2.2 A and AA rules), no English left over in Kiswahili or Arabic, and a
// touch-target check (every control at least 44×44 px on a phone, stricter than WCAG's 24 px).
import axe, { type AxeResults, type ElementContext, type RunOptions } from 'axe-core';
import { expect, type Page } from '@playwright/test';
import type { Language } from '@shared/languages';
import { expectNoLeftoverEnglish } from './leftover-english';

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
  await page.waitForFunction(
    () => {
      const inView = (element: Element) => {
        const box = element.getBoundingClientRect();
        return box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
      };
      return (
        document.readyState === 'complete' && document.fonts.status === 'loaded' && [...document.images].every((image) => image.complete || !inView(image))
      );
    },
    undefined,
    { timeout: 15_000 },
  );
}

/**
 * axe-core's run in the page, as @axe-core/playwright's AxeBuilder runs it for a page without
 * frames (the app has none), but injected once per document rather than at every check:
 * parsing axe's 0.5 MB source costs as much as a run, and the a11y spec checks a few hundred
 * screens. AxeBuilder's default also finishes every run in a new blank tab.
 */
async function runAxe(page: Page, context: ElementContext, options: RunOptions): Promise<AxeResults> {
  const injected = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!injected) await page.evaluate(axe.source);
  // (Plain JSON in and out: Playwright's types for axe's would be instantiated too deeply.)
  const outcome: { results?: unknown; error?: string } = await page.evaluate(
    async ({ context, options }: { context: unknown; options: unknown }) => {
      try {
        const inPage = (window as unknown as { axe: typeof axe }).axe;
        return { results: (await inPage.run(context as ElementContext, options as RunOptions)) as unknown };
      } catch (error) {
        return { error: String(error) };
      }
    },
    { context: context as unknown, options: options as unknown },
  );
  if (!outcome.results) throw new Error(`axe: ${outcome.error}`);
  return outcome.results as AxeResults;
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
  // beside the tags (a rule enabled in `rules` runs whatever the tags say), in the same run.
  const options: RunOptions = { rules: { 'label-content-name-mismatch': { enabled: true } }, runOnly: { type: 'tag', values: WCAG_TAGS } };
  const results = await runAxe(page, { include: scope ? [scope, '.mantine-Notifications-root'] : [], exclude: [] }, options);
  const violations = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)} ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`).join('\n    ')}`,
  );
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
          target =
            (control.labels?.[0] as HTMLElement | undefined) ??
            control.closest<HTMLElement>('label, .mantine-SegmentedControl-control, .mantine-Radio-root') ??
            control;
        }
        // A stretched link (its ::after covers its positioned card) is touched anywhere on the card.
        const after = getComputedStyle(control, '::after');
        if (after.position === 'absolute' && after.content !== 'none' && control.offsetParent instanceof HTMLElement) target = control.offsetParent;
        const style = getComputedStyle(target);
        const box = target.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || style.visibility === 'hidden' || target.closest('[aria-hidden="true"], [inert]')) continue;
        if (box.width + 0.5 < min || box.height + 0.5 < min) {
          const name = target.getAttribute('aria-label') ?? target.textContent?.trim().slice(0, 30) ?? '';
          problems.push(
            `${target.tagName.toLowerCase()}${target.className ? `.${String(target.className).split(' ')[0]}` : ''} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`,
          );
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
  await expectNoLeftoverEnglish(page, what, scope);
}

/** No button's text on the page is cut short (Mantine ends an overflowing label with an ellipsis). */
export async function expectButtonTextsWhole(page: Page) {
  const cut = await page
    .locator('.mantine-Button-label')
    .evaluateAll((labels) => labels.filter((label) => label.scrollWidth > label.clientWidth + 1).map((label) => label.textContent));
  expect(cut).toEqual([]);
}
