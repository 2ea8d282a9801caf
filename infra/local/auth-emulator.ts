/**
 * Runs the Firebase Auth emulator (`firebase emulators:start --only auth`) from the installed
 * firebase-tools, with a generated config holding every port it opens (auth, hub, logging), so a
 * test stack never collides with a running `npm start`. With a data folder, accounts are imported
 * at start and exported on a clean stop, so they survive restarts.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { AUTH_EMULATOR_HOST } from './local-config.js';
import { startManagedProcess, waitUntilReady } from './managed-process.js';

export interface AuthEmulatorOptions {
  projectId: string;
  ports: { auth: number; hub: number; logging: number };
  /** Import from and export to this folder; omit for a throw-away emulator. */
  dataDir?: string;
}

export interface AuthEmulator {
  url: string;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 120_000;
/** Exporting the accounts on exit takes a moment; give it time before killing. */
const STOP_TIMEOUT_MS = 30_000;
const EXPORT_METADATA_FILE = 'firebase-export-metadata.json';
/** What the CLI prints once the export on exit has been written. */
const EXPORT_DONE_MESSAGE = 'Export complete';

/** The firebase.json the emulator runs with; the repository's own firebase.json holds the defaults. */
export function emulatorConfig(ports: AuthEmulatorOptions['ports']) {
  return {
    emulators: {
      auth: { host: AUTH_EMULATOR_HOST, port: ports.auth },
      hub: { host: AUTH_EMULATOR_HOST, port: ports.hub },
      logging: { host: AUTH_EMULATOR_HOST, port: ports.logging },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
}

/** The CLI that node_modules/.bin/firebase links to. */
function firebaseCli(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('firebase-tools/package.json')), 'lib', 'bin', 'firebase.js');
}

export async function startAuthEmulator(options: AuthEmulatorOptions): Promise<AuthEmulator> {
  const url = `http://${AUTH_EMULATOR_HOST}:${options.ports.auth}`;
  const configDir = mkdtempSync(join(tmpdir(), 'storefront-auth-emulator-'));
  const configFile = join(configDir, 'firebase.json');
  writeFileSync(configFile, JSON.stringify(emulatorConfig(options.ports), null, 2));

  const persistence: string[] = [];
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    if (existsSync(join(options.dataDir, EXPORT_METADATA_FILE))) persistence.push('--import', options.dataDir);
    persistence.push('--export-on-exit', options.dataDir);
  }
  const args = [firebaseCli(), 'emulators:start', '--only', 'auth', '--project', options.projectId, '--config', configFile, ...persistence];
  const emulator = startManagedProcess('Firebase Auth emulator', process.execPath, args, {
    cwd: configDir,
    // The CLI finds "its" hub (e.g. to export on exit) through a locator file named after the
    // project in the temp folder: a private temp folder keeps two stacks from exporting each other.
    env: { ...process.env, TMPDIR: configDir, NO_UPDATE_NOTIFIER: '1', CI: 'true' },
    // One SIGINT is a clean shutdown with the export; a second one would skip the export.
    stopSignal: 'SIGINT',
  });

  const stop = async () => {
    await emulator.stop(STOP_TIMEOUT_MS);
    rmSync(configDir, { recursive: true, force: true });
    if (options.dataDir && !emulator.recentOutput().includes(EXPORT_DONE_MESSAGE)) {
      throw new Error(`the accounts were not exported to ${options.dataDir}:\n${emulator.recentOutput()}`);
    }
  };

  try {
    await waitUntilReady(
      `Firebase Auth emulator on ${url}`,
      async () => {
        const response = await fetch(`${url}/`);
        const body = (await response.json()) as { authEmulator?: { ready?: boolean } };
        return body.authEmulator?.ready === true;
      },
      { timeoutMs: START_TIMEOUT_MS, intervalMs: 300, process: emulator },
    );
  } catch (error) {
    await stop().catch(() => {});
    throw error;
  }
  return { url, stop };
}
