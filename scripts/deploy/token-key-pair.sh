#!/usr/bin/env bash
# Makes the app token's Ed25519 key pair for a stage: the private key goes into SSM
# (/storefront/<stage>/token-private-key, SecureString) and never touches the disk for long; the
# public key is printed, to be put as tokenPublicKeys in infra/stages/<stage>.json.
# Usage: scripts/deploy/token-key-pair.sh <stage>
set -euo pipefail
STAGE=${1:?usage: $0 <stage>}
DIR=$(mktemp -d)
trap 'rm -rf "$DIR"' EXIT
openssl genpkey -algorithm ed25519 -out "$DIR/key.pem"
aws ssm put-parameter --name "/storefront/$STAGE/token-private-key" --type SecureString --overwrite \
  --value "file://$DIR/key.pem" >/dev/null
PUBLIC_KEY=$(openssl pkey -in "$DIR/key.pem" -pubout -outform DER | base64 | tr -d '\n')
echo "Put this in infra/stages/$STAGE.json as tokenPublicKeys (public, safe to commit):"
echo "$PUBLIC_KEY"
