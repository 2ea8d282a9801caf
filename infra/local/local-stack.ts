/**
 * Starts the whole shop on this machine: DynamoDB Local, the Firebase Auth emulator, the tables,
 * the seed, the card-payment stand-in, the functions of the synthesized stack (each in its own
 * processes, under its own role: local-functions.ts), the API server built from the template and,
 * on request, the web app. `npm start` runs it on the default ports with data kept in .data/ and
 * the functions from their sources; the tests run in-memory ones on shifted ports with the
 * functions from their deployed bundles.
 */
import { join } from 'node:path';
import { startApiServer } from './api-server.js';
import type { FunctionCodeMode, FunctionRunner } from './function-runner.js';
import { startLocalFunctions } from './local-functions.js';
import { startAuthEmulator } from './auth-emulator.js';
import { createTables } from './create-tables.js';
import { localDynamoDbClient, startDynamoDbLocal } from './dynamodb-local.js';
import {
  localSettings,
  LOCAL_SECRETS,
  PORT_LABELS,
  webServerEnvironment,
  type LocalPorts,
  type LocalSettings,
  type LocalSettingsOptions,
  type LocalUrls,
} from './local-config.js';
import { assertPortsFree } from './port-check.js';
import { seed, type SeedReport } from './seed.js';
import { startStripeStandIn } from './stripe-stand-in/index.js';
import { startWebDevServer, startWebPreviewServer } from './web-dev-server.js';
import { startEmailServer } from './email-server.js';
import { startInvokeServer } from './invoke-server.js';
import { startLocalTriggers, triggerFunctionName } from './local-triggers.js';
import { triggers } from '../../functions/manifest.js';
import { localOriginHeaders } from './origin-verify.js';

export interface LocalStackOptions extends LocalSettingsOptions {
  /** Also serve the web app with Vite. */
  web?: boolean;
  /**
   * With `web`: serve this production build (e.g. web/dist) with `vite preview` on the web port
   * instead of the dev server, as CloudFront serves the deployed one (`npm run preview:web`).
   */
  webBuild?: string;
  /** Progress lines; silent when omitted. */
  log?: (line: string) => void;
  /** One line per API request (npm start). */
  logRequests?: boolean;
  /** @default 'artifacts': the bundles and layers `cdk synth` builds; 'sources' runs the TypeScript. */
  functions?: FunctionCodeMode;
  /**
   * How often the scheduled functions run (default: as the manifest says, e.g. once a minute);
   * 0 = never (the integration tests run the hold expiry themselves, at the moment they choose).
   */
  scheduleEveryMs?: number;
  /**
   * Whether the stream and scheduled functions run (default true). The benchmark sends them their
   * events itself and turns them off, so that they take no CPU from the request it measures.
   */
  triggers?: boolean;
  /**
   * Whether the payment stand-in sends its events to the webhook route (default true). The
   * benchmark turns them off: it sends each event itself, to the function it measures.
   */
  paymentEvents?: boolean;
  /** How long the functions keep a secret before reading it again (a test of a rotation shortens it). @default 5 minutes */
  secretMaxAgeSeconds?: number;
  /** The length of a terms day for on-account due dates and holds (TERMS_DAY_SECONDS), for the local stack only. @default 86400 */
  termsDaySeconds?: number;
}

export interface LocalStack {
  settings: LocalSettings;
  /** `web` is set only when the web app is being served. */
  urls: Omit<LocalUrls, 'web'> & { web?: string };
  seeded: SeedReport;
  /** Invokes any function of the template by name (e.g. `Api/CreateOrder/Function`). */
  functions: FunctionRunner;
  /** The DynamoDB endpoint the functions call: the IAM proxy in front of DynamoDB Local. */
  functionsDynamoDbUrl: string;
  /** Lambda's Invoke API for the template's functions (invoke-server.ts), on a free loopback port. */
  functionsInvokeUrl: string;
  /** The local SSM and Secrets Manager endpoint: an operator (LOCAL_OPERATOR_ACCESS_KEY_ID) changes the origin secret there. */
  secretsUrl: string;
  /** The SES endpoint the functions send through: an operator (LOCAL_OPERATOR_ACCESS_KEY_ID) verifies a sandboxed recipient there. */
  sesUrl: string;
  stop(): Promise<void>;
}

type Stopper = { name: string; stop: () => Promise<void> };

async function stopAll(stoppers: Stopper[], log: (line: string) => void): Promise<void> {
  for (const { name, stop } of [...stoppers].reverse()) {
    try {
      await stop();
    } catch (error) {
      log(`Could not stop ${name} cleanly: ${(error as Error).message}`);
    }
  }
}

export async function startLocalStack(options: LocalStackOptions = {}): Promise<LocalStack> {
  const settings = localSettings(options);
  const log = options.log ?? (() => {});
  const { web: webPort, ...backendPorts } = settings.ports;
  const needed: Partial<LocalPorts> = options.web ? settings.ports : backendPorts;
  await assertPortsFree(Object.fromEntries(Object.entries(needed).map(([name, port]) => [PORT_LABELS[name as keyof LocalPorts], port])));

  const stoppers: Stopper[] = [];
  const started = <T extends { stop(): Promise<void> }>(name: string, service: T): T => {
    stoppers.push({ name, stop: () => service.stop() });
    return service;
  };

  const functionMode = options.functions ?? 'artifacts';
  try {
    log(`Starting DynamoDB Local and the Firebase Auth emulator${settings.dataDir ? ` (data in ${settings.dataDir})` : ' (in memory)'}...`);
    const emulators = Promise.allSettled([
      startDynamoDbLocal({ port: settings.ports.dynamodb, dbPath: settings.dataDir && join(settings.dataDir, 'dynamodb') }),
      startAuthEmulator({
        projectId: settings.projectId,
        ports: { auth: settings.ports.auth, hub: settings.ports.authHub, logging: settings.ports.authLogging },
        dataDir: settings.dataDir && join(settings.dataDir, 'auth'),
      }),
    ]);
    // The synth (esbuild included) runs while the emulators boot in their own processes.
    log(`Synthesizing the stack (functions from their ${functionMode === 'artifacts' ? 'deployed bundles' : 'sources'})...`);
    const functions = await startLocalFunctions({
      mode: functionMode,
      tableNames: settings.tableNames,
      webOrigin: settings.urls.web,
      dynamoDbUrl: settings.urls.dynamodb,
      paymentUrl: settings.urls.payment,
      emailUrl: settings.urls.email,
      unpaidOrderHoldMinutes: settings.unpaidOrderHoldMinutes,
      tradeTerms: settings.tradeTerms,
      secretMaxAgeSeconds: options.secretMaxAgeSeconds,
      termsDaySeconds: options.termsDaySeconds,
    }).catch(async (error: unknown) => {
      for (const outcome of await emulators) if (outcome.status === 'fulfilled') await outcome.value.stop();
      throw error;
    });
    const [dynamo, auth] = await emulators;
    if (dynamo.status === 'fulfilled') started('DynamoDB Local', dynamo.value);
    if (auth.status === 'fulfilled') started('the Auth emulator', auth.value);
    if (dynamo.status === 'rejected') throw dynamo.reason;
    if (auth.status === 'rejected') throw auth.reason;

    const client = localDynamoDbClient(settings.urls.dynamodb);
    started('the DynamoDB client', { stop: async () => client.destroy() });
    const created = await createTables(client, settings.tableNames);
    if (created.length > 0) log(`Created tables: ${created.join(', ')}`);
    const seeded: SeedReport = await seed({ dynamoDb: client, tableNames: settings.tableNames, authEmulatorUrl: settings.urls.auth });
    if (seeded.toolsAdded + seeded.reviewsAdded > 0) log(`Seeded ${seeded.toolsAdded} tools and ${seeded.reviewsAdded} reviews`);

    started(
      'the payment stand-in',
      await startStripeStandIn({
        port: settings.ports.payment,
        webhookUrl: options.paymentEvents === false ? undefined : `${settings.urls.api}/stripe-webhook`,
        webhookSecret: LOCAL_SECRETS.STRIPE_WEBHOOK_SECRET,
        // Stripe's webhook reaches the API through CloudFront, which adds its origin header.
        webhookHeaders: localOriginHeaders(),
      }),
    );
    started('the functions', functions);
    started('the email server', await startEmailServer(settings.ports.email));
    const invokeServer = started('the function invoke endpoint', await startInvokeServer(functions.runner));
    if (options.triggers !== false)
      started(
        'the scheduled and stream functions',
        await startLocalTriggers({
          triggers,
          // Each trigger is a function of the template: run by the runner, in its own process, under its role.
          invoke: (handler, event) => functions.runner.invoke(triggerFunctionName(handler), event),
          dynamoDb: client,
          dynamoDbEndpoint: settings.urls.dynamodb,
          tableNames: settings.tableNames,
          scheduleEveryMs: options.scheduleEveryMs,
          log: (line) => log(`[triggers] ${line}`),
        }),
      );
    started(
      'the API server',
      await startApiServer({
        port: settings.ports.api,
        api: functions.api,
        invoke: (name, event) => functions.runner.invoke(name, event),
        log: options.logRequests ? (line) => log(`[api] ${line}`) : undefined,
      }),
    );

    let webUrl: string | undefined;
    if (options.web) {
      const web = options.webBuild
        ? await startWebPreviewServer(webPort, webServerEnvironment(settings), options.webBuild)
        : await startWebDevServer(webPort, webServerEnvironment(settings));
      if (web) webUrl = started(options.webBuild ? 'the web preview server' : 'the web dev server', web).url;
      else log('web/vite.config.ts is missing: the web app is not served.');
    }

    return {
      settings,
      urls: { ...settings.urls, web: webUrl },
      seeded,
      functions: functions.runner,
      functionsDynamoDbUrl: functions.dynamoDbUrl,
      functionsInvokeUrl: invokeServer.url,
      secretsUrl: functions.ssmUrl,
      sesUrl: functions.sesUrl,
      stop: () => stopAll(stoppers, log),
    };
  } catch (error) {
    await stopAll(stoppers, log);
    throw error;
  }
}
