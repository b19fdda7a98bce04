/**
 * Shared browser-test fixtures: every page a test opens fails the test on a console error, an
 * uncaught exception or a Content-Security-Policy violation, and `gotoHydrated` waits until React
 * owns the page.
 */
import {test as base, expect, type Locator, type Page} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export interface SiteFixtures {
  /** Console errors a test expects (e.g. a failed request it provoked); matched by substring. */
  allowConsoleErrors: string[];
  gotoHydrated: (path: string) => Promise<void>;
  /** Every request URL the page made, for origin checks. */
  requests: string[];
}

export const test = base.extend<SiteFixtures>({
  allowConsoleErrors: [[], {option: true}],
  requests: async ({page}, use) => {
    const urls: string[] = [];
    page.on('request', (request) => urls.push(request.url()));
    await use(urls);
  },
  page: async ({page, allowConsoleErrors}, use) => {
    const problems: string[] = [];
    // The server enforces a Content-Security-Policy: a blocked script or style on any page a test
    // opens is an error line like any other.
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
      });
    });
    const allowed = (text: string) => allowConsoleErrors.some((fragment) => text.includes(fragment));
    page.on('console', (message) => {
      if (message.type() === 'error' && !allowed(message.text())) problems.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => {
      if (!allowed(error.message)) problems.push(`pageerror: ${error.message}`);
    });
    await use(page);
    expect(problems, 'console errors and uncaught exceptions').toEqual([]);
  },
  gotoHydrated: async ({page}, use) => {
    // Named steps, so the suite's duration summary shows where a slow page test spends its time.
    await use(async (path: string) => {
      await test.step('load', () => page.goto(path));
      await test.step('hydrate', () => waitForHydration(page));
    });
  },
});

export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}

/**
 * An API operation's section, scrolled to as a reader would, once its detail (parameters, samples,
 * try-it, responses) has mounted: API pages render it only near the viewport.
 */
export async function showOperation(page: Page, operationId: string): Promise<Locator> {
  const section = page.locator(`section[data-operation-id="${operationId}"]`);
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole('heading', {name: 'Example request', exact: true})).toBeVisible();
  return section;
}

/** Mounts every API operation's detail the way find-in-page does (Ctrl+F), so a check sees all of it. */
export async function mountAllOperationDetails(page: Page): Promise<void> {
  const deferred = page.locator('[data-operation-id] noscript');
  if ((await deferred.count()) === 0) return;
  await page.keyboard.press('Control+f');
  await expect(deferred).toHaveCount(0);
}

/**
 * Starts summing the page's layout shifts (those not caused by input) from its first paint; call it
 * before the page loads. The returned function settles the page (web fonts loaded, eager images
 * decoded, two frames painted) and answers the cumulative shift so far, the Layout Instability
 * API's reading of what Lighthouse calls CLS.
 */
export async function recordLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const w = window as unknown as LayoutShiftWindow;
    w.layoutShift = 0;
    w.addLayoutShifts = (entries) => {
      for (const entry of entries as unknown as {value: number; hadRecentInput: boolean}[]) {
        if (!entry.hadRecentInput) w.layoutShift += entry.value;
      }
    };
    w.layoutShiftObserver = new PerformanceObserver((list) => w.addLayoutShifts(list.getEntries()));
    w.layoutShiftObserver.observe({type: 'layout-shift', buffered: true});
  });
  return () =>
    page.evaluate(async () => {
      await document.fonts.ready;
      // A lazy image out of view never loads, so only eager ones are waited for.
      const eager = Array.from(document.images).filter((image) => image.loading !== 'lazy');
      await Promise.all(eager.map((image) => image.decode().catch(() => undefined)));
      // A shift is measured in the frame that paints it: let two frames pass, then take the
      // entries the observer holds but has not delivered yet.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const w = window as unknown as LayoutShiftWindow;
      w.addLayoutShifts(w.layoutShiftObserver.takeRecords());
      return w.layoutShift;
    });
}

/** What `recordLayoutShifts` keeps on the page's window. */
interface LayoutShiftWindow {
  layoutShift: number;
  layoutShiftObserver: PerformanceObserver;
  addLayoutShifts: (entries: PerformanceEntryList) => void;
}

/**
 * One share of a page's axe scan: part `index` of `count`. Part 0 runs every rule but colour
 * contrast on the whole page, and colour contrast on what the other parts leave; parts 1 and up
 * run colour contrast on their own subtrees. Together they run every rule on every element once.
 */
export interface AxePart {
  index: number;
  count: number;
}

const WHOLE_PAGE: AxePart = {index: 0, count: 1};
const CONTRAST = 'color-contrast';
/** The attribute that names the part a subtree's colour contrast is checked in. */
const PART_ATTRIBUTE = 'data-axe-part';

/**
 * Serious and critical axe violations, as readable lines. Every rule runs, as in a default scan.
 *
 * Legacy mode runs `axe.run` in the page itself; the default mode runs it per frame, ships every
 * partial result through the protocol and finishes in a second page, which on a page with a few
 * thousand code tokens cost 5–7 times the audit itself (the site has no iframes to gain from it).
 * `resultTypes` keeps one node per passing rule instead of all of them; violations stay complete.
 *
 * Colour contrast is most of the audit on a long page (it walks the background stack of every
 * element with text: 85 % of the scan of the Stripe guide), so a long page's scan can be split
 * into parts run by separate tests (`part`); each element's contrast is judged against the whole
 * rendered page whatever the part, so the parts together find what one scan finds.
 */
export async function seriousAxeViolations(page: Page, part: AxePart = WHOLE_PAGE): Promise<string[]> {
  const scan = () => new AxeBuilder({page}).setLegacyMode(true).options({resultTypes: ['violations']});
  const violations = await test.step('axe', async () => {
    // Content a page skips while it is far from the viewport (`content-visibility: auto`) has no
    // layout, so axe could not tell its colours apart; a reader sees it rendered.
    await page.addStyleTag({content: '* { content-visibility: visible !important; }'});
    if (part.count === 1) return (await scan().analyze()).violations;
    await page.evaluate(markContrastParts, {count: part.count, attribute: PART_ATTRIBUTE});
    if (part.index > 0) return (await scan().withRules(CONTRAST).include(`[${PART_ATTRIBUTE}="${part.index}"]`).analyze()).violations;
    const others = await scan().disableRules(CONTRAST).analyze();
    const rest = await scan().withRules(CONTRAST).exclude(`[${PART_ATTRIBUTE}]`).analyze();
    return [...others.violations, ...rest.violations];
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')})`);
}

/**
 * Runs in the page: splits the document into `count` parts of about the same number of elements,
 * in document order, and marks the top subtree of each part but the first with its part number.
 * The split depends only on the DOM, so every test of a page computes the same one.
 */
function markContrastParts({count, attribute}: {count: number; attribute: string}): void {
  const sizes = new Map<Element, number>();
  const measure = (element: Element): number => {
    let size = 1;
    for (const child of Array.from(element.children)) size += measure(child);
    sizes.set(element, size);
    return size;
  };
  const budget = Math.ceil(measure(document.documentElement) / count);
  // Subtrees no larger than a part, in document order; a larger element is left to part 0 (its own
  // text, if any) and its children are split further.
  const subtrees: Element[] = [];
  const split = (element: Element) => {
    if (sizes.get(element)! > budget && element.children.length > 0) for (const child of Array.from(element.children)) split(child);
    else subtrees.push(element);
  };
  split(document.documentElement);
  let before = 0;
  for (const subtree of subtrees) {
    const index = Math.min(count - 1, Math.floor(before / budget));
    before += sizes.get(subtree)!;
    if (index > 0) subtree.setAttribute(attribute, String(index));
    else subtree.removeAttribute(attribute);
  }
}

export {expect};
