/**
 * The Stripe SDK as one Lambda layer, shared by every function whose manifest entry lists the
 * 'stripe' integration: those functions leave `stripe` out of their bundles (function-bundling.ts)
 * and import it from /opt/nodejs/node_modules, the way every function imports the AWS SDK from the
 * runtime. The layer's content is built at synth by esbuild from the installed package, with only
 * the API resources the shop calls (stripe-sdk-trim.ts), locally: no Docker, no npm install.
 */
import { AssetHashType, DockerImage, type BundlingOptions } from 'aws-cdk-lib';
import { Code, LayerVersion } from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import { STRIPE_RESOURCES } from '../../functions/orders/gateways/stripe-resources.js';
import { API_FUNCTION_ARCHITECTURE, API_FUNCTION_RUNTIME } from './function-runtime.js';
import { installedStripePackage, STRIPE_PACKAGE_DIR, writeStripeSdkLayer } from './stripe-sdk-bundle.js';

const LOCAL_BUNDLING: BundlingOptions = {
  local: {
    tryBundle(outputDir) {
      writeStripeSdkLayer(outputDir);
      return true;
    },
  },
  // Required by the type, never used: local bundling always succeeds or throws.
  image: DockerImage.fromRegistry('local-bundling-only'),
};

export class StripeSdkLayer extends LayerVersion {
  constructor(scope: Construct, id: string) {
    const { version, license } = installedStripePackage();
    super(scope, id, {
      // The asset's source is the installed package; only the bundled output is hashed and uploaded.
      code: Code.fromAsset(STRIPE_PACKAGE_DIR, { assetHashType: AssetHashType.OUTPUT, bundling: LOCAL_BUNDLING }),
      compatibleRuntimes: [API_FUNCTION_RUNTIME],
      compatibleArchitectures: [API_FUNCTION_ARCHITECTURE],
      description: `Stripe Node.js SDK ${version} (stripe npm package) with the resources ${STRIPE_RESOURCES.join(', ')}, one minified ES module`,
      license,
    });
  }
}
