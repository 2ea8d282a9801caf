#!/usr/bin/env bash
# Makes the app token's Ed25519 key pair for a stage: the private key goes into SSM
# (/storefront/<stage>/token-private-key, SecureString, in the stage's region) and never touches the
# disk for long; the public key is printed, to be put as tokenPublicKeys in infra/stages/<stage>.json.
# A stage that has a key keeps it: replacing it signs every customer out, so it needs --force.
# Usage: scripts/deploy/token-key-pair.sh <stage> [--force]
set -euo pipefail
STAGE=${1:?usage: $0 <stage> [--force]}
FORCE=${2:-}
REGION=$(node scripts/stage-setting.mjs "$STAGE" region | cut -d= -f2-)
NAME="/storefront/$STAGE/token-private-key"
if aws ssm get-parameter --region "$REGION" --name "$NAME" >/dev/null 2>&1 && [ "$FORCE" != "--force" ]; then
  echo "$NAME already exists in $REGION: keeping it. Replacing it signs everyone out; pass --force to do it anyway." >&2
  exit 1
fi
DIR=$(mktemp -d)
trap 'rm -rf "$DIR"' EXIT
openssl genpkey -algorithm ed25519 -out "$DIR/key.pem"
aws ssm put-parameter --region "$REGION" --name "$NAME" --type SecureString --overwrite \
  --value "file://$DIR/key.pem" >/dev/null
PUBLIC_KEY=$(openssl pkey -in "$DIR/key.pem" -pubout -outform DER | base64 | tr -d '\n')
echo "Stored $NAME in $REGION. Put this in infra/stages/$STAGE.json as tokenPublicKeys (public, safe to commit):"
echo "$PUBLIC_KEY"
