/**
 * The layer holding every function's AWS_LAMBDA_EXEC_WRAPPER: the script in infra/runtime-wrapper/,
 * which starts Lambda's Node.js runtime without `--expose-gc` (the script says why). One layer per
 * stack, shared by all functions; Lambda unpacks a function's layers into /opt.
 */
import { fileURLToPath } from 'node:url';
import { Stack } from 'aws-cdk-lib';
import { Code, LayerVersion } from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import { API_FUNCTION_ARCHITECTURE, API_FUNCTION_RUNTIME } from './function-runtime.js';

/** The script's folder: the layer's content as it is (git keeps the script's executable bit, and the CDK CLI zips each file with its mode). */
export const RUNTIME_WRAPPER_DIR = fileURLToPath(new URL('../runtime-wrapper/', import.meta.url));
export const RUNTIME_WRAPPER_FILE = 'node-without-expose-gc';
/** The value of AWS_LAMBDA_EXEC_WRAPPER: the script, unpacked from the layer. */
export const RUNTIME_WRAPPER_PATH = `/opt/${RUNTIME_WRAPPER_FILE}`;

const LAYER_ID = 'RuntimeWrapperLayer';

export class RuntimeWrapperLayer extends LayerVersion {
  /** The stack's one wrapper layer, made on first use. */
  static of(scope: Construct): RuntimeWrapperLayer {
    const stack = Stack.of(scope);
    return (stack.node.tryFindChild(LAYER_ID) as RuntimeWrapperLayer | undefined) ?? new RuntimeWrapperLayer(stack);
  }

  private constructor(stack: Stack) {
    super(stack, LAYER_ID, {
      code: Code.fromAsset(RUNTIME_WRAPPER_DIR),
      compatibleRuntimes: [API_FUNCTION_RUNTIME],
      compatibleArchitectures: [API_FUNCTION_ARCHITECTURE],
      description: `${RUNTIME_WRAPPER_PATH}: starts the Node.js runtime without --expose-gc, so V8 keeps the code cache of the built-in modules`,
    });
  }
}
