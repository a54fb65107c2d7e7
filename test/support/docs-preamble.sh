# The README quick start's first lines, verbatim (test/platform/docs.e2e-spec.ts checks they match): what
# every runnable `bash` block of docs/*.md may use. The docs test sets BASE, CLIENT_ID and
# CLIENT_SECRET (the credential a fresh server's first start printed).

BASE=${BASE:-http://localhost:3000}
: "${CLIENT_ID:?the client_id the first start printed}" "${CLIENT_SECRET:?and its client_secret}"

# The field of a JSON answer (stdin) at a JavaScript path: `... | field .id`.
field() { node -pe "JSON.parse(require('fs').readFileSync(0, 'utf8'))$1"; }

# A token for the credential, and the one workspace it sees.
TOKEN=$(curl -s --fail-with-body -X POST "$BASE/oauth" -d grant_type=client_credentials \
  -d client_id="$CLIENT_ID" -d client_secret="$CLIENT_SECRET" | field .access_token)
AUTH="Authorization: Bearer $TOKEN"
# A failed call prints its problem (RFC 9457) on stderr and fails.
api() { local answer; answer=$(curl -sS --fail-with-body -H "$AUTH" "$@") || { printf '%s\n' "$answer" >&2; return 1; }
  [ -z "$answer" ] || printf '%s\n' "$answer"; }
json() { api -H 'Content-Type: application/json' "$@"; }
WORKSPACE=$(api "$BASE/v2/account" | field '._embedded.account[0].id')
