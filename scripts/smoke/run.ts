/** `npm run smoke -- <WebUrl> <ApiUrl>`: the post-deploy smoke test (smoke-test.ts) against a deployed stack. */
import { runSmokeTest } from './smoke-test.js';

const [webUrl, apiUrl] = process.argv.slice(2).filter((argument) => argument !== '--');
if (!webUrl || !apiUrl) {
  console.error('usage: npm run smoke -- <WebUrl> <ApiUrl>   (the stack outputs of `cdk deploy`)');
  process.exit(2);
}

runSmokeTest(webUrl, apiUrl, (line) => console.log(line)).then(
  () => console.log('Smoke test passed.'),
  (error: unknown) => {
    console.error(`Smoke test FAILED: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
