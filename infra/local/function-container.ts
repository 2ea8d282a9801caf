/**
 * One warm container of one function: a long-lived Node.js child process, started as Lambda's
 * runtime starts it (lambda-runtime/runtime-command.ts), running lambda-runtime/bootstrap.mjs,
 * which loads the handler once (the cold start) and then runs one invocation at a time. A container whose process dies, or whose invocation runs past the
 * function's timeout, is gone; the runner starts a fresh one for the next invocation.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { lambdaRuntimeCommand, type LambdaNodeStart } from './lambda-runtime/runtime-command.js';

const BOOTSTRAP = fileURLToPath(new URL('./lambda-runtime/bootstrap.mjs', import.meta.url));
const START_TIMEOUT_MS = 30_000;

export interface InvocationError {
  errorType: string;
  errorMessage: string;
  stack?: string[];
}

export class FunctionError extends Error {
  constructor(
    readonly functionName: string,
    readonly detail: InvocationError,
  ) {
    super(`${functionName}: ${detail.errorType}: ${detail.errorMessage}`);
  }
}

export interface ContainerSpec {
  functionName: string;
  start: LambdaNodeStart;
  /** Node.js flags after the runtime's, before the bootstrap, e.g. `--import <hook>`. */
  nodeArgs: string[];
  env: Record<string, string>;
  cwd: string;
  timeoutMs: number;
}

/** Lambda's quotas of a synchronous invocation, in bytes of JSON: the event, and the function's result. */
export const LAMBDA_MAX_EVENT_BYTES = 6_291_456;
export const LAMBDA_MAX_RESULT_BYTES = 6_291_556;

/** The event goes in and the result comes back as JSON text, as through Lambda's Runtime API, so their sizes are known without serializing them again. */
type Message = { ready?: true; initError?: InvocationError; id?: number; resultJson?: string; error?: InvocationError };

export class FunctionContainer {
  private readonly child: ChildProcess;
  private readonly started: Promise<void>;
  private nextId = 0;
  private pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  private alive = true;

  constructor(private readonly spec: ContainerSpec) {
    const { command, args } = lambdaRuntimeCommand(spec.start, [...spec.nodeArgs, BOOTSTRAP]);
    this.child = spawn(command, args, { cwd: spec.cwd, env: spec.env, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    this.started = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${spec.functionName} did not start within ${START_TIMEOUT_MS / 1000} s`)), START_TIMEOUT_MS);
      this.child.on('message', (message: Message) => {
        if (message.ready) {
          clearTimeout(timer);
          resolve();
        } else if (message.initError) {
          clearTimeout(timer);
          reject(new FunctionError(spec.functionName, message.initError));
        } else if (message.id !== undefined) {
          const waiting = this.pending.get(message.id);
          this.pending.delete(message.id);
          if (message.error) waiting?.reject(new FunctionError(spec.functionName, message.error));
          else if (Buffer.byteLength(message.resultJson ?? '') > LAMBDA_MAX_RESULT_BYTES) {
            waiting?.reject(
              new FunctionError(spec.functionName, {
                errorType: 'Function.ResponseSizeTooLarge',
                errorMessage: `Response payload size exceeded maximum allowed payload size (${LAMBDA_MAX_RESULT_BYTES} bytes).`,
              }),
            );
          } else waiting?.resolve(JSON.parse(message.resultJson ?? 'null'));
        }
      });
      this.child.once('exit', (code, signal) => {
        clearTimeout(timer);
        this.alive = false;
        const error = new FunctionError(spec.functionName, {
          errorType: 'Runtime.ExitError',
          errorMessage: `the container's process exited (${signal ?? `code ${code}`})`,
        });
        reject(error);
        for (const waiting of this.pending.values()) waiting.reject(error);
        this.pending.clear();
      });
      this.child.once('error', (error) => {
        clearTimeout(timer);
        this.alive = false;
        reject(error);
      });
    });
    // A failed start is reported by invoke(); this keeps it from being an unhandled rejection meanwhile.
    this.started.catch(() => {});
  }

  get isAlive(): boolean {
    return this.alive;
  }

  async invoke(event: unknown): Promise<unknown> {
    const eventJson = JSON.stringify(event) ?? 'null';
    if (Buffer.byteLength(eventJson) > LAMBDA_MAX_EVENT_BYTES) {
      throw new FunctionError(this.spec.functionName, {
        errorType: 'RequestEntityTooLargeException',
        errorMessage: `Request must be smaller than ${LAMBDA_MAX_EVENT_BYTES} bytes for the InvokeFunction operation`,
      });
    }
    await this.started;
    const id = this.nextId++;
    const deadlineMs = Date.now() + this.spec.timeoutMs;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        this.stop();
        reject(
          new FunctionError(this.spec.functionName, {
            errorType: 'Sandbox.Timedout',
            errorMessage: `Task timed out after ${this.spec.timeoutMs / 1000} seconds`,
          }),
        );
      }, this.spec.timeoutMs);
      this.pending.set(id, {
        resolve: (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      this.child.send({ id, eventJson, deadlineMs });
    });
  }

  stop(): void {
    this.alive = false;
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
  }
}
