import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const FLAGS = ['--headless','--no-sandbox','--disable-gpu','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'];
for (const url of process.argv.slice(2)) {
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: FLAGS });
const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance','accessibility'] });
const lhr = result!.lhr;
const a = (id: string) => Math.round(lhr.audits[id]!.numericValue ?? 0);
console.log(url.split('/').pop() || 'home', 'perf', Math.round(lhr.categories.performance!.score! * 100), 'a11y', Math.round(lhr.categories.accessibility!.score! * 100), 'FCP', a('first-contentful-paint'), 'LCP', a('largest-contentful-paint'), 'TBT', a('total-blocking-time'), 'SI', a('speed-index'));
await chrome.kill();
}
