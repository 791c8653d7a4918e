/**
 * What the report browser is started with: the switches that make headless Chromium a quiet,
 * deterministic renderer (no background networking, sync, first-run or crash reporting; sRGB
 * colours; tagged PDF with an outline), the host's own switches (from @sparticuz/chromium), a
 * profile of its own, and the DevTools protocol on a pipe instead of a network port.
 */
const QUIET_RENDERER = [
  '--allow-pre-commit-input',
  '--disable-background-networking',
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  '--disable-breakpad',
  '--disable-client-side-phishing-detection',
  '--disable-component-extensions-with-background-pages',
  '--disable-crash-reporter',
  '--disable-default-apps',
  '--disable-dev-shm-usage',
  '--disable-extensions',
  '--disable-hang-monitor',
  '--disable-infobars',
  '--disable-ipc-flooding-protection',
  '--disable-popup-blocking',
  '--disable-prompt-on-repost',
  '--disable-renderer-backgrounding',
  '--disable-search-engine-choice-screen',
  '--disable-sync',
  '--export-tagged-pdf',
  '--force-color-profile=srgb',
  '--generate-pdf-document-outline',
  '--headless',
  '--hide-scrollbars',
  '--metrics-recording-only',
  '--mute-audio',
  '--no-first-run',
  '--password-store=basic',
  '--use-mock-keychain',
];
const DISABLED_FEATURES = [
  'Translate',
  'AcceptCHFrame',
  'MediaRouter',
  'OptimizationHints',
  'WebUIReloadButton',
  'ProcessPerSiteUpToMainFrameThreshold',
  'IsolateSandboxedIframes',
];
const ENABLED_FEATURES = ['PdfOopif'];

/**
 * One process per page is kept: `--single-process` would let one page's crash take the browser
 * and every other report down with it. Headless mode is set here, once.
 */
const LEFT_OUT = (argument: string) => argument === '--single-process' || argument.startsWith('--headless');

function featuresIn(args: readonly string[], switchName: string): string[] {
  return args
    .filter((argument) => argument.startsWith(`${switchName}=`))
    .flatMap((argument) => argument.slice(switchName.length + 1).split(','))
    .filter((feature) => feature !== '');
}

export function chromiumArguments(hostArgs: readonly string[], userDataDir: string): string[] {
  const ownSwitches = hostArgs.filter(
    (argument) =>
      !LEFT_OUT(argument) &&
      !argument.startsWith('--disable-features=') &&
      !argument.startsWith('--enable-features='),
  );
  const disabled = [...new Set([...DISABLED_FEATURES, ...featuresIn(hostArgs, '--disable-features')])];
  const enabled = [...new Set([...ENABLED_FEATURES, ...featuresIn(hostArgs, '--enable-features')])];
  return [
    ...QUIET_RENDERER,
    `--disable-features=${disabled.join(',')}`,
    `--enable-features=${enabled.join(',')}`,
    ...ownSwitches,
    `--user-data-dir=${userDataDir}`,
    '--remote-debugging-pipe',
    'about:blank',
  ];
}
