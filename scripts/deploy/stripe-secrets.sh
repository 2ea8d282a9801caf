#!/usr/bin/env bash
# Stores a stage's Stripe secrets in SSM (in the stage's region) and registers the shop's webhook
# with Stripe: the secret key, then a webhook endpoint at <WebUrl>/api/stripe-webhook (through
# CloudFront, as every call to the API) for the four events the shop handles, and its signing secret.
# Run again, it reuses the endpoint that already has that URL (Stripe shows a signing secret only
# when an endpoint is made, so the stored one is kept), instead of adding one more endpoint.
# Usage: STRIPE_SECRET_KEY=sk_... scripts/deploy/stripe-secrets.sh <stage> <WebUrl>
set -euo pipefail
STAGE=${1:?usage: $0 <stage> <WebUrl>}
WEB_URL=${2:?usage: $0 <stage> <WebUrl>}
: "${STRIPE_SECRET_KEY:?set STRIPE_SECRET_KEY (sk_test_... or sk_live_...)}"
REGION=$(node scripts/stage-setting.mjs "$STAGE" region | cut -d= -f2-)
WEBHOOK_URL="${WEB_URL%/}/api/stripe-webhook"
EVENTS=(-d 'enabled_events[]=payment_intent.succeeded' -d 'enabled_events[]=payment_intent.payment_failed'
  -d 'enabled_events[]=charge.refunded' -d 'enabled_events[]=charge.dispute.created')
aws ssm put-parameter --region "$REGION" --name "/storefront/$STAGE/stripe-secret-key" --type SecureString --overwrite \
  --value "$STRIPE_SECRET_KEY" >/dev/null
EXISTING=$(curl -sS --fail -G https://api.stripe.com/v1/webhook_endpoints -u "$STRIPE_SECRET_KEY:" -d limit=100 \
  | WEBHOOK_URL="$WEBHOOK_URL" node -pe 'const list = JSON.parse(require("fs").readFileSync(0)).data; (list.find((e) => e.url === process.env.WEBHOOK_URL) || {}).id || ""')
if [ -n "$EXISTING" ]; then
  curl -sS --fail "https://api.stripe.com/v1/webhook_endpoints/$EXISTING" -u "$STRIPE_SECRET_KEY:" "${EVENTS[@]}" >/dev/null
  if ! aws ssm get-parameter --region "$REGION" --name "/storefront/$STAGE/stripe-webhook-secret" >/dev/null 2>&1; then
    echo "Endpoint $EXISTING exists but no signing secret is stored: copy it from Stripe's dashboard (Developers > Webhooks) into /storefront/$STAGE/stripe-webhook-secret." >&2
    exit 1
  fi
  echo "Stripe secret key stored for $STAGE in $REGION; reused webhook endpoint $EXISTING ($WEBHOOK_URL)"
  exit 0
fi
WEBHOOK_SECRET=$(curl -sS --fail https://api.stripe.com/v1/webhook_endpoints -u "$STRIPE_SECRET_KEY:" \
  -d "url=$WEBHOOK_URL" "${EVENTS[@]}" | node -pe 'JSON.parse(require("fs").readFileSync(0)).secret')
aws ssm put-parameter --region "$REGION" --name "/storefront/$STAGE/stripe-webhook-secret" --type SecureString --overwrite \
  --value "$WEBHOOK_SECRET" >/dev/null
echo "Stripe secret key and webhook secret stored for $STAGE in $REGION; webhook: $WEBHOOK_URL"
