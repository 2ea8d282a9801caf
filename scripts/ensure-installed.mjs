#!/usr/bin/env node
// Installs what a fresh clone or a fresh machine lacks, before `npm start` and `npm test`:
// the npm packages (from the lock file) and, with --browser, Debian's Chromium for browser tests.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const run = (command) => execSync(command, { stdio: 'inherit' });

const lockFile = 'package-lock.json';
const installedMarker = 'node_modules/.package-lock.json';
if (!existsSync(installedMarker) || statSync(lockFile).mtimeMs > statSync(installedMarker).mtimeMs) {
  // Install scripts stay off: nothing here needs one (esbuild's binary comes as an optional
  // dependency), and firebase-tools' optional re2 would otherwise compile C++ for minutes.
  console.log('Installing npm packages (first run)...');
  run('npm ci --ignore-scripts --no-audit --no-fund');
}

try {
  execSync('java -version', { stdio: 'ignore' });
} catch {
  console.error('Java 17+ is needed for DynamoDB Local. Install it (Debian: apt-get install -y openjdk-17-jre-headless).');
  process.exit(1);
}

if (process.argv.includes('--browser') && !existsSync('/usr/bin/chromium')) {
  if (process.getuid?.() !== 0) {
    console.error('Chromium is needed for the browser tests: run `sudo apt-get install -y chromium`.');
    process.exit(1);
  }
  console.log('Installing Chromium for the browser tests (first run)...');
  run('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium');
}
