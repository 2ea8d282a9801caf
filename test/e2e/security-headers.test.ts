/**
 * The local web server answers with the headers CloudFront adds in the cloud: the same security
 * headers and the same Content-Security-Policy, the local stand-ins' origins in place of the
 * cloud's. Chromium enforces the policy, so a script, request or frame the cloud would refuse is
 * refused in every browser test too (each test checks the console, where Chromium reports it).
 */
import { describe, expect, inject, it } from 'vitest';
import { contentSecurityPolicy } from '../../infra/constructs/content-security-policy.js';
import { SECURITY_HEADERS } from '../../infra/constructs/security-headers.js';
import { LOCAL_PROJECT_ID } from '../../infra/local/local-config.js';
import { useBrowser, webUrl } from './support/browser.js';

describe("the web app's security headers, as CloudFront sends them", () => {
  const browser = useBrowser();

  it("sends CloudFront's security headers and its policy, with only the local stand-ins' origins added", async () => {
    const { authEmulatorUrl, paymentUrl } = inject('e2eStack');
    const answers = await Promise.all(['/', '/dashboard/myorder', '/runtime-config.json', '/robots.txt'].map((path) => fetch(webUrl(path))));

    for (const answer of answers) {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(answer.headers.get(name), `${name} of ${answer.url}`).toBe(value);
      const policy = answer.headers.get('content-security-policy');
      expect(policy).toBe(
        contentSecurityPolicy({
          firebaseAuthDomain: `${LOCAL_PROJECT_ID}.firebaseapp.com`,
          // The production build, as CloudFront serves it: no nonce for the dev server's inline script.
          local: { authEmulatorOrigin: new URL(authEmulatorUrl).origin, paymentStandInOrigin: new URL(paymentUrl).origin },
        }),
      );
    }
  });

  it('makes Chromium refuse what the policy does not allow: an inline script, a request to another origin', async () => {
    const { page } = await browser.open('/');
    await page.getByRole('heading', { name: 'Tools', exact: true }).waitFor();

    const refused = await page.evaluate(async () => {
      const expected = ['script-src-elem', 'connect-src'];
      const violations: string[] = [];
      // The violation reports arrive as events after the refusals: wait for both, at most 5 s (then the expectation below fails).
      const reported = new Promise<void>((resolve) => {
        setTimeout(resolve, 5_000);
        document.addEventListener('securitypolicyviolation', (event) => {
          violations.push(event.effectiveDirective);
          if (expected.every((directive) => violations.includes(directive))) resolve();
        });
      });
      const script = document.createElement('script');
      script.textContent = 'window.inlineScriptRan = true;';
      document.head.append(script);
      const fetched = await fetch('https://example.com/').then(
        () => 'sent',
        () => 'refused',
      );
      await reported;
      return { inlineScriptRan: (window as { inlineScriptRan?: boolean }).inlineScriptRan === true, fetched, violations };
    });

    expect(refused).toEqual({ inlineScriptRan: false, fetched: 'refused', violations: expect.arrayContaining(['script-src-elem', 'connect-src']) });
  });
});
