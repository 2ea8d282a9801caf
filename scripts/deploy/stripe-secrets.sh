#!/usr/bin/env bash
# Stores a stage's Stripe secrets in SSM and registers the shop's webhook with Stripe:
# the secret key, then a webhook endpoint at <WebUrl>/api/stripe-webhook (through CloudFront, as
# every call to the API) for the four events the shop handles, and its signing secret.
# Usage: STRIPE_SECRET_KEY=sk_... scripts/deploy/stripe-secrets.sh <stage> <WebUrl>
set -euo pipefail
STAGE=${1:?usage: $0 <stage> <WebUrl>}
WEB_URL=${2:?usage: $0 <stage> <WebUrl>}
: "${STRIPE_SECRET_KEY:?set STRIPE_SECRET_KEY (sk_test_... or sk_live_...)}"
aws ssm put-parameter --name "/storefront/$STAGE/stripe-secret-key" --type SecureString --overwrite \
  --value "$STRIPE_SECRET_KEY" >/dev/null
WEBHOOK_SECRET=$(curl -sS --fail https://api.stripe.com/v1/webhook_endpoints -u "$STRIPE_SECRET_KEY:" \
  -d "url=${WEB_URL%/}/api/stripe-webhook" \
  -d 'enabled_events[]=payment_intent.succeeded' -d 'enabled_events[]=payment_intent.payment_failed' \
  -d 'enabled_events[]=charge.refunded' -d 'enabled_events[]=charge.dispute.created' \
  | node -pe 'JSON.parse(require("fs").readFileSync(0)).secret')
aws ssm put-parameter --name "/storefront/$STAGE/stripe-webhook-secret" --type SecureString --overwrite \
  --value "$WEBHOOK_SECRET" >/dev/null
echo "Stripe secret key and webhook secret stored for $STAGE; webhook: ${WEB_URL%/}/api/stripe-webhook"
