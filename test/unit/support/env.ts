/**
 * The configuration every unit test runs with. Import it first in a test file: the logger reads
 * its level when it is created.
 */
import { tableDefinitions, tableKeys, type TableKey } from '../../../functions/platform/table-definitions.js';
import { useTestTokenKeys } from './token-keys.js';

export const TABLES = Object.fromEntries(tableKeys.map((key) => [key, `unit-${key}`])) as Record<TableKey, string>;
export const FIREBASE_PROJECT_ID = 'demo-storefront';

for (const key of tableKeys) process.env[tableDefinitions[key].envVar] = TABLES[key];
useTestTokenKeys();
process.env.FIREBASE_PROJECT_ID = FIREBASE_PROJECT_ID;
process.env.AWS_REGION = 'us-east-1';
process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
delete process.env.DYNAMODB_ENDPOINT;
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
