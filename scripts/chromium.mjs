// Where the browser tests find Chromium, and the flags these machines need (../shared/TOOLCHAIN-NOTES.md).
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
];
