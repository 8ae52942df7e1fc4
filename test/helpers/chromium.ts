import { accessSync, constants, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import puppeteer, { type Browser } from 'puppeteer-core';

const INSTALL_CHROMIUM = 'apt-get update && apt-get install -y chromium';

/** For this machine (a container, no GPU, no network beyond 127.0.0.1); puppeteer adds --headless. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's chromium on the PATH; never skipped: without it the test fails with the command that installs it. */
export function chromiumPath(): string {
  for (const dir of (process.env.PATH ?? '').split(delimiter).filter(Boolean)) {
    const candidate = join(dir, 'chromium');
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this directory
    }
  }
  throw new Error(`Chromium was not found on the PATH. Install it (as root): ${INSTALL_CHROMIUM}`);
}

/** Headless Chromium on a profile of its own, removed when it closes. */
export async function launchChromium(): Promise<{ browser: Browser; profile: string; close(): Promise<void> }> {
  const executablePath = chromiumPath();
  const profile = mkdtempSync(join(tmpdir(), 'ats-chromium-'));
  const browser = await puppeteer.launch({ executablePath, headless: true, userDataDir: profile, args: CHROMIUM_FLAGS });
  return {
    browser,
    profile,
    close: async () => {
      await browser.close().catch(() => undefined);
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
