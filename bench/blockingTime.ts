/**
 * Main-thread blocking time of a first load, two sites side by side: each page is loaded in turn
 * from each site, in Chromium with the CPU slowed 4× (Lighthouse's mobile factor), and the long
 * tasks (over 50 ms) the page reports until the network is idle are summed past their first 50 ms,
 * as Total Blocking Time is. Interleaving the two sites run by run keeps a shared machine's load
 * out of the ratio; the median of the runs is printed.
 */
import {chromium} from '@playwright/test';
import {CHROMIUM_ARGS, chromiumPath} from '../tests/chromium';
import {median} from './stats';

const CPU_SLOWDOWN = 4;

declare global {
  interface Window {
    benchLongTasks?: number[];
  }
}

async function blockingMs(browser: Awaited<ReturnType<typeof chromium.launch>>, url: string): Promise<number> {
  const page = await browser.newPage({viewport: {width: 412, height: 823}});
  try {
    await page.addInitScript(() => {
      window.benchLongTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.benchLongTasks?.push(entry.duration);
      }).observe({type: 'longtask', buffered: true});
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: CPU_SLOWDOWN});
    await page.goto(url, {waitUntil: 'networkidle'});
    // A long task is reported once it ends; a frame after network idle lets the last one arrive.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    const tasks = await page.evaluate(() => window.benchLongTasks ?? []);
    return tasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0);
  } finally {
    await page.close();
  }
}

/** Median blocking ms of each page on each site, `runs` interleaved rounds. */
export async function compareBlockingTime(bases: {then: string; now: string}, pages: string[], runs = 5): Promise<{path: string; then: number; now: number}[]> {
  const browser = await chromium.launch({executablePath: chromiumPath(), args: CHROMIUM_ARGS});
  try {
    const samples = pages.map(() => ({then: [] as number[], now: [] as number[]}));
    for (let run = 0; run < runs; run += 1) {
      for (const [i, pagePath] of pages.entries()) {
        samples[i]!.then.push(await blockingMs(browser, bases.then + pagePath));
        samples[i]!.now.push(await blockingMs(browser, bases.now + pagePath));
      }
    }
    return pages.map((pagePath, i) => ({path: pagePath, then: median(samples[i]!.then), now: median(samples[i]!.now)}));
  } finally {
    await browser.close();
  }
}
