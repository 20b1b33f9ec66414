#!/usr/bin/env node
/**
 * `node scripts/trace-web.mjs <url> [options]` — where a page load's main-thread time goes, for work on the
 * Lighthouse figures (a diagnostic, not a benchmark: it asserts nothing and prints no target).
 *
 * Loads `url` once in Debian's Chromium (scripts/chromium.mjs) at a phone's size (412x823, DPR 1.75, touch), without
 * CPU or network throttling, recording a DevTools trace with the V8 sampling profiler. Then prints, with Lighthouse's
 * own task model (lighthouse/core/lib/tracehouse):
 * - the observed FCP and LCP;
 * - each top-level main-thread task of at least `--min` ms (default 12: what Lighthouse's 4x CPU simulation turns
 *   into a long task): its start and length, its largest trace events by self time, and its largest JS functions by
 *   samples (`--fn`, default 6);
 * - the sum over tasks after FCP of max(0, 4 x length - 50 ms): a rough stand-in for Lighthouse's simulated TBT;
 * - the JS functions with most samples over all those tasks.
 *
 * Function names are minified in a production build: build one with `--minify false` (e.g. `cd apps/web && npx vite
 * build --outDir /tmp/web-plain --minify false`) and serve it with WEB_DIST to read them.
 *
 * Options: --min MS, --fn N, --wait MS (after load, default 6000), --lang bn|en (sets the lang cookie and storage
 * before the load), --cpu N (CPU throttling rate, default 1), --out FILE (the trace JSON), --shot FILE (a PNG at the
 * end).
 */
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';
import { chromiumArgs, chromiumPath, INSTALL_HINT } from './chromium.mjs';

const args = process.argv.slice(2);
const url = args[0];
const opt = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
if (!url || url.startsWith('--')) {
  console.error(
    'usage: node scripts/trace-web.mjs <url> [--min ms] [--fn n] [--wait ms] [--lang l] [--out f]',
  );
  process.exit(2);
}
const executablePath = chromiumPath();
if (!executablePath) throw new Error(`no Chromium found; install it: ${INSTALL_HINT}`);
const MIN = Number(opt('--min', 12));
const FN = Number(opt('--fn', 6));

const browser = await chromium.launch({
  executablePath,
  args: [...chromiumArgs, '--ignore-certificate-errors'],
});
const context = await browser.newContext({
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  ignoreHTTPSErrors: true,
});
const lang = opt('--lang');
if (lang) {
  await context.addCookies([{ name: 'lang', value: lang, url }]);
  await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
}
const page = await context.newPage();
await page.goto('about:blank');
const cdp = await context.newCDPSession(page);
const events = [];
cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
await cdp.send('Tracing.start', {
  traceConfig: {
    includedCategories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'disabled-by-default-devtools.timeline.frame',
      'v8.execute',
      'v8',
      'disabled-by-default-v8.cpu_profiler',
      'toplevel',
      'blink.user_timing',
      'loading',
      'latencyInfo',
      '__metadata',
    ],
  },
  transferMode: 'ReportEvents',
});
const cpu = Number(opt('--cpu', 1));
if (cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
await page.goto(url, { waitUntil: 'load' });
await page.waitForTimeout(Number(opt('--wait', 6000)));
await cdp.send('Tracing.end');
await complete;
if (opt('--shot')) await page.screenshot({ path: opt('--shot') });
await browser.close();

const trace = { traceEvents: events };
if (opt('--out')) writeFileSync(opt('--out'), JSON.stringify(trace));
const processed = TraceProcessor.processTrace(trace);
const navigation = TraceProcessor.processNavigation(processed);
const origin = processed.timestamps.timeOrigin;
const tasks = MainThreadTasks.getMainThreadTasks(
  processed.mainThreadEvents,
  processed.frames,
  processed.timestamps.traceEnd,
  origin,
);

// The V8 sampling profile of the page's main thread: node id -> call frame, and (timestamp, node id) samples.
const { pid: mainPid, tid: mainTid } = processed.mainThreadEvents[0];
const profileId = events.find((e) => e.name === 'Profile' && e.pid === mainPid && e.tid === mainTid)?.id;
const nodes = new Map();
const samples = [];
let at = 0;
for (const e of events) {
  if (e.id !== profileId || e.pid !== mainPid) continue;
  if (e.name === 'Profile') at = e.args.data.startTime;
  if (e.name !== 'ProfileChunk') continue;
  const { cpuProfile, timeDeltas = [] } = e.args.data;
  for (const n of cpuProfile?.nodes ?? []) nodes.set(n.id, n);
  (cpuProfile?.samples ?? []).forEach((id, i) => {
    at += timeDeltas[i] ?? 0;
    samples.push([(at - origin) / 1000, id]);
  });
}

const ms = (ts) => (ts - origin) / 1000;
const fcp = ms(navigation.timestamps.firstContentfulPaint);
const lcp = navigation.timestamps.largestContentfulPaint
  ? ms(navigation.timestamps.largestContentfulPaint)
  : NaN;
console.log(`FCP ${fcp.toFixed(0)} ms, LCP ${lcp.toFixed(0)} ms (observed, unthrottled)`);
const label = (n) => {
  const f = n.callFrame;
  return `${f.functionName || '(anonymous)'} ${(f.url || '').replace(/^.*\/(assets|src|node_modules)\//, '$1/')}:${f.lineNumber + 1}`;
};
const IDLE = new Set(['(idle)', '(program)', '(root)']);
const overall = new Map();
let tbt = 0;
for (const task of tasks.filter((t) => !t.parent)) {
  if (task.startTime > fcp) tbt += Math.max(0, task.duration * 4 - 50);
  if (task.duration < MIN) continue;
  const self = new Map();
  const walk = (n) => {
    self.set(n.event.name, (self.get(n.event.name) ?? 0) + n.selfTime);
    n.children.forEach(walk);
  };
  walk(task);
  const events = [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([k, v]) => `${k} ${v.toFixed(0)}`);
  console.log(
    `@${task.startTime.toFixed(0).padStart(6)} ${task.duration.toFixed(0).padStart(4)} ms  ${events.join(', ')}`,
  );
  const fns = new Map();
  for (const [t, id] of samples) {
    if (t < task.startTime || t > task.endTime) continue;
    const n = nodes.get(id);
    if (!n || IDLE.has(n.callFrame.functionName)) continue;
    const k = label(n);
    fns.set(k, (fns.get(k) ?? 0) + 1);
    overall.set(k, (overall.get(k) ?? 0) + 1);
  }
  for (const [k, v] of [...fns].sort((a, b) => b[1] - a[1]).slice(0, FN)) console.log(`         ${v} ${k}`);
}
console.log(`sum over tasks after FCP of max(0, 4 x length - 50 ms): ${tbt.toFixed(0)} ms`);
console.log('JS functions with most samples in those tasks:');
for (const [k, v] of [...overall].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${v} ${k}`);
