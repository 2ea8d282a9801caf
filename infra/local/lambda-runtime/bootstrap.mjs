// The local stand-in for Lambda's Node.js runtime inside one function container (a child process
// of the local stack). It loads the handler named by _HANDLER from LAMBDA_TASK_ROOT once (the cold
// start), then runs one invocation at a time as the parent sends them over the IPC channel:
//   parent -> { id, eventJson, deadlineMs }    child -> { ready } | { initError } | { id, resultJson } | { id, error }
// Plain JavaScript: it runs under the functions' Node.js binary, as the runtime does in the cloud.
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const taskRoot = process.env.LAMBDA_TASK_ROOT;
const handlerSetting = process.env._HANDLER ?? '';
const dot = handlerSetting.lastIndexOf('.');
const moduleName = handlerSetting.slice(0, dot);
const exportName = handlerSetting.slice(dot + 1);

const describe = (error) => ({
  errorType: error?.name ?? 'Error',
  errorMessage: error?.message ?? String(error),
  stack: typeof error?.stack === 'string' ? error.stack.split('\n') : [],
});

/** Like the runtime: the handler's module is <name>.js, .mjs or .cjs in the task root (or a full file name). */
function handlerFile() {
  for (const candidate of [moduleName, `${moduleName}.js`, `${moduleName}.mjs`, `${moduleName}.cjs`]) {
    const file = join(taskRoot, candidate);
    if (/\.[cm]?[jt]s$/.test(candidate) && existsSync(file)) return file;
  }
  throw Object.assign(new Error(`Cannot find module '${moduleName}' in ${taskRoot}`), { name: 'Runtime.ImportModuleError' });
}

function context(deadlineMs) {
  const functionName = process.env.AWS_LAMBDA_FUNCTION_NAME;
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: process.env.AWS_LAMBDA_FUNCTION_VERSION,
    invokedFunctionArn: `arn:aws:lambda:${process.env.AWS_REGION}:000000000000:function:${functionName}`,
    memoryLimitInMB: process.env.AWS_LAMBDA_FUNCTION_MEMORY_SIZE,
    awsRequestId: randomUUID(),
    logGroupName: process.env.AWS_LAMBDA_LOG_GROUP_NAME,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadlineMs - Date.now()),
  };
}

let handler;
try {
  const module = await import(pathToFileURL(handlerFile()).href);
  handler = module[exportName];
  if (typeof handler !== 'function') throw Object.assign(new Error(`${moduleName}.${exportName} is not a function`), { name: 'Runtime.HandlerNotFound' });
  process.send({ ready: true });
} catch (error) {
  process.send({ initError: describe(error) }, () => process.exit(1));
}

process.on('message', async ({ id, eventJson, deadlineMs }) => {
  try {
    const result = await handler(JSON.parse(eventJson), context(deadlineMs));
    // As Lambda's runtime answers it: the result as JSON (undefined is null).
    process.send({ id, resultJson: JSON.stringify(result === undefined ? null : result) });
  } catch (error) {
    console.error(error);
    process.send({ id, error: describe(error) });
  }
});
process.on('disconnect', () => process.exit(0));
