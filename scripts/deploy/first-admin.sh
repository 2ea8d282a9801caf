#!/usr/bin/env bash
# Makes the account of <email> an admin (it must have signed in once on the shop).
# Usage: scripts/deploy/first-admin.sh <stage> <email>
set -euo pipefail
STAGE=${1:?usage: $0 <stage> <email>}
EMAIL=${2:?usage: $0 <stage> <email>}
REGION=$(node scripts/stage-setting.mjs "$STAGE" region | cut -d= -f2-)
export AWS_REGION="$REGION"
USERS_TABLE=$(aws cloudformation describe-stack-resource --stack-name "Storefront-$STAGE" \
  --logical-resource-id UsersTable --query StackResourceDetail.PhysicalResourceId --output text)
USER_ID=$(aws dynamodb query --table-name "$USERS_TABLE" --index-name byEmail \
  --key-condition-expression 'email = :email' --expression-attribute-values "{\":email\":{\"S\":\"$EMAIL\"}}" \
  --no-scan-index-forward --max-items 1 --query 'Items[0]._id.S' --output text)
if [ -z "$USER_ID" ] || [ "$USER_ID" = "None" ]; then echo "No user with $EMAIL: sign in once on the shop first." >&2; exit 1; fi
aws dynamodb update-item --table-name "$USERS_TABLE" --key "{\"_id\":{\"S\":\"$USER_ID\"}}" \
  --update-expression 'SET #role = :admin' --condition-expression 'attribute_exists(#id)' \
  --expression-attribute-names '{"#role":"role","#id":"_id"}' --expression-attribute-values '{":admin":{"S":"admin"}}'
echo "$EMAIL is an admin of $STAGE."
