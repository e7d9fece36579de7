/** Finds the system Chromium the browser tests drive (playwright cannot download browsers here). */
import { existsSync } from 'node:fs';

export const INSTALL_CHROMIUM = 'apt-get update && apt-get install -y chromium fonts-noto-cjk';

export function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  return candidates.find((p) => existsSync(p));
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchChromium() {
  const executablePath = chromiumPath();
  if (!executablePath) {
    throw new Error(`No Chromium found. Install it with:\n  ${INSTALL_CHROMIUM}\n(or set CHROMIUM_PATH)`);
  }
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}
