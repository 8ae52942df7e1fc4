#!/usr/bin/env node
'use strict';
/**
 * The README's picture of the example careers page (docs/images/careers-site.png), taken in
 * Chromium with puppeteer-core from a running service that serves the page and has live posts:
 *
 *   npm start -- --demo                      # the demo data set publishes a post per open job
 *   node scripts/careers-screenshot.js [--url http://localhost:3000/careers-demo/] [--out docs/images/careers-site.png]
 *
 * Opens the page, opens the first post of the list, waits for its application form and takes the
 * top of the page (the post and the start of the form) at 1200 × 1500. Needs `chromium` on the PATH.
 */
const fs = require('node:fs');
const path = require('node:path');
const os = require('node:os');
const puppeteer = require('puppeteer-core');

const ROOT = path.join(__dirname, '..');
const DEFAULTS = { url: 'http://localhost:3000/careers-demo/', out: path.join(ROOT, 'docs/images/careers-site.png') };
const FLAGS = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

function options(args) {
  const chosen = { ...DEFAULTS };
  for (let i = 0; i < args.length; i += 2) {
    const name = args[i].replace(/^--/, '');
    if (!(name in DEFAULTS) || args[i + 1] === undefined) throw new Error(`usage: node scripts/careers-screenshot.js [--url <page URL>] [--out <png file>]`);
    chosen[name] = args[i + 1];
  }
  return chosen;
}

function chromium() {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(dir, 'chromium');
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return candidate;
    } catch {
      // not in this directory
    }
  }
  throw new Error('chromium was not found on the PATH (Debian: apt-get install -y chromium)');
}

async function main() {
  const { url, out } = options(process.argv.slice(2));
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'careers-screenshot-'));
  const browser = await puppeteer.launch({ executablePath: chromium(), headless: true, userDataDir: profile, args: FLAGS });
  try {
    const page = await browser.newPage();
    page.setDefaultTimeout(20_000);
    await page.setViewport({ width: 1200, height: 1500 });
    await page.goto(url, { waitUntil: 'networkidle0' });
    const first = await page.waitForSelector('.cs-posts a').catch(() => {
      throw new Error(`no post is listed at ${url}: start the service with live posts (npm start -- --demo)`);
    });
    await first.click();
    await page.waitForSelector('.cs-form');
    // The focus ring of the title (focused for screen readers) is not part of the picture.
    await page.evaluate('document.activeElement.blur()');
    fs.mkdirSync(path.dirname(out), { recursive: true });
    await page.screenshot({ path: out });
    console.log(`Wrote ${path.relative(process.cwd(), out)} (${await page.$eval('.cs-article h2', (title) => title.textContent)})`);
  } finally {
    await browser.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
