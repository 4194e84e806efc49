import { execFileSync, execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Finds a system program the tests need, installing its Debian package when it is missing and
 * this is a root shell with apt-get (CI on a fresh machine); otherwise stops with the exact
 * command to run. Used for Chromium (browser tests), redis-server (shared rate limit) and
 * pdftotext (the printed report).
 */
export function ensureDebianTool(candidates: readonly string[], debianPackage: string): string {
  const found = candidates.find((path) => path && existsSync(path));
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (!isRoot || !hasApt) {
    throw new Error(
      `${debianPackage} is needed for these tests and was not found (looked in ${candidates.filter(Boolean).join(', ')}).\n` +
        `Install it with: sudo apt-get update && sudo apt-get install -y ${debianPackage}`,
    );
  }
  console.log(`Installing Debian package ${debianPackage} (not found on this machine)...`);
  // Test workers that start together each come here: flock makes the second wait for the first's
  // install (two apt-gets at once, one fails on dpkg's lock), and then finds the package installed.
  const install = `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${debianPackage}`;
  execSync(`flock /tmp/costseg-apt.lock sh -c 'dpkg -s ${debianPackage} >/dev/null 2>&1 || { ${install}; }'`, { stdio: 'inherit' });
  const installed = candidates.find((path) => path && existsSync(path));
  if (!installed) throw new Error(`apt-get installed ${debianPackage} but none of ${candidates.join(', ')} exists`);
  return installed;
}

/** Playwright's own Chromium when it was downloaded, else none (downloads fail on this network). */
function playwrightChromium(): string {
  try {
    return execFileSync(process.execPath, ['-e', "process.stdout.write(require('playwright-core').chromium.executablePath())"], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return '';
  }
}

/**
 * The browser the tests drive: CHROMIUM_PATH, Playwright's own browser, Debian's headless shell
 * (chromium-headless-shell), then Debian's full /usr/bin/chromium. The headless shell is what
 * Playwright itself runs headless tests in: the same engine without the desktop browser around it,
 * and the browser suite takes half the time it takes in the full browser on this 2-core machine.
 * Installed (as root with apt-get) when none is found.
 */
export function chromiumExecutable(): string {
  return ensureDebianTool(
    [process.env.CHROMIUM_PATH ?? '', playwrightChromium(), '/usr/bin/chromium-headless-shell', '/usr/bin/chromium'],
    'chromium-headless-shell',
  );
}

/** Flags for headless Chromium as root on a machine with no outside network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** pdftotext (Debian poppler-utils), installed if need be: reads the text of a printed PDF. */
export function pdftotextExecutable(): string {
  return ensureDebianTool(['/usr/bin/pdftotext'], 'poppler-utils');
}
