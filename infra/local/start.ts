/**
 * `npm start`: the whole shop on the default ports, with data kept in .data/ across restarts.
 * Ctrl-C (SIGINT) or SIGTERM stops everything in order; the Auth emulator exports its accounts.
 * `npm run preview:web` (`--preview`): the same, with the production build of `npm run build:web`
 * (web/dist) served by `vite preview` in place of the dev server, as CloudFront serves it: the
 * crawler-ready pages are built from the built index.html.
 */
import { startLocalStack, type LocalStack } from './local-stack.js';
import { DEFAULT_WEB_BUILD_DIR } from './web-dev-server.js';
import { SEED_ACCOUNTS } from './seed-data.js';
import { DEFAULT_UNPAID_ORDER_HOLD_MINUTES, termsDaySeconds } from '../../functions/platform/config.js';

const DATA_DIR = '.data';
const log = (line: string) => console.log(`[local] ${line}`);

function printSummary(stack: LocalStack): void {
  const rows: [string, string | undefined][] = [
    ['Web app', stack.urls.web ?? '(not served)'],
    ['API', stack.urls.api],
    ['Firebase Auth emulator', `${stack.urls.auth} (project ${stack.settings.projectId})`],
    ['DynamoDB Local', stack.urls.dynamodb],
    ['Card-payment stand-in', stack.urls.payment],
    ['Email (sent mail: the page, or GET /store)', stack.urls.email],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  console.log('\nThe storefront is running:');
  for (const [label, value] of rows) console.log(`  ${label.padEnd(width)}  ${value}`);
  console.log('\nSeeded accounts:');
  for (const account of SEED_ACCOUNTS) console.log(`  ${account.role.padEnd(5)}  ${account.email} / ${account.password}`);
  const hold = process.env.UNPAID_ORDER_HOLD_MINUTES ?? String(DEFAULT_UNPAID_ORDER_HOLD_MINUTES);
  console.log(`\nUnpaid orders are cancelled after ${hold} minutes (UNPAID_ORDER_HOLD_MINUTES); the check runs every minute.`);
  console.log(`A terms day (on-account due dates and holds) lasts ${termsDaySeconds()} seconds (TERMS_DAY_SECONDS).`);
  console.log(`\nData is kept in ${stack.settings.dataDir}. Press Ctrl-C to stop.\n`);
}

async function main(): Promise<void> {
  let stopping = false;
  const preview = process.argv.slice(2).includes('--preview');
  const starting = startLocalStack({
    dataDir: DATA_DIR,
    web: true,
    // A shorter terms day makes a Net 7 invoice overdue in seconds (TERMS_DAY_SECONDS; default a real day).
    ...(process.env.TERMS_DAY_SECONDS && { termsDaySeconds: termsDaySeconds() }),
    webBuild: preview ? DEFAULT_WEB_BUILD_DIR : undefined,
    log,
    logRequests: true,
    functions: 'sources',
  });
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      log(`Still stopping (${signal} ignored: the Auth emulator is saving its accounts)...`);
      return;
    }
    stopping = true;
    log(`${signal}: stopping...`);
    // A signal during start-up waits for the start to finish (or fail), then stops what runs.
    const stack = await starting.catch(() => undefined);
    await stack?.stop();
    log('Stopped.');
    process.exit(0);
  };
  process.on('SIGINT', (signal) => void stop(signal));
  process.on('SIGTERM', (signal) => void stop(signal));

  const stack = await starting;
  if (!stopping) printSummary(stack);
}

main().catch((error: unknown) => {
  console.error(`\n[local] Could not start the local stack: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
