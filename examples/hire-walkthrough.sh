#!/usr/bin/env bash
# A hire from job to accepted offer, in curl calls against a running service (README "Quickstart").
#
#   examples/hire-walkthrough.sh
#
# ATS_URL      the service (default http://localhost:3000)
# ATS_API_KEY  an API key with scope * (default: the key npm start wrote to .data/bootstrap-api-key)
#
# Each step prints the request and the answer's status; any unexpected status stops the script with
# the error body. Needs bash and curl; JSON fields are read with jq when installed, else with node.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
ATS_URL="${ATS_URL:-http://localhost:3000}"
ATS_API_KEY="${ATS_API_KEY:-$(cat "$ROOT/.data/bootstrap-api-key" 2>/dev/null || true)}"
[[ -n "$ATS_API_KEY" ]] || { echo "Set ATS_API_KEY (or run npm start, which writes .data/bootstrap-api-key)" >&2; exit 2; }
API="${ATS_URL%/}/api/v1"
SUFFIX="$(date +%s)$RANDOM" # fresh emails on every run (they are unique in the service)

# field JSON FILTER: one value of a JSON document on stdin (FILTER as jq writes it, e.g. .data.id).
if command -v jq >/dev/null; then
  field() { jq -r "$1"; }
else
  field() { node -e 'let s="";process.stdin.on("data",(c)=>(s+=c)).on("end",()=>{const v=new Function("d",`return d${process.argv[1]}`)(JSON.parse(s));console.log(typeof v==="object"?JSON.stringify(v):v)})' "$1"; }
fi

# An ISO 8601 UTC date-time, whole hours, N days from now (GNU date, else BSD date).
days_from_now() { date -u -d "+$1 day" +%Y-%m-%dT%H:00:00Z 2>/dev/null || date -u -v+"$1"d +%Y-%m-%dT%H:00:00Z; }

# call EXPECTED_STATUS METHOD PATH [JSON_BODY]: prints the answer's body on stdout, the step on stderr.
call() {
  local expected=$1 method=$2 path=$3 body=${4:-}
  local output status
  output="$(curl -sS -X "$method" "$API$path" -H "Authorization: Bearer $ATS_API_KEY" -H 'Content-Type: application/json' \
    ${body:+--data "$body"} -w '\n%{http_code}')"
  status="${output##*$'\n'}"
  output="${output%$'\n'*}"
  echo "$method $path -> $status" >&2
  if [[ "$status" != "$expected" ]]; then
    echo "expected HTTP $expected: $output" >&2
    exit 1
  fi
  printf '%s' "$output"
}

echo '1. An interviewer (a user of the service)' >&2
interviewer=$(call 201 POST /users "{\"name\":\"Grace Hopper\",\"email\":\"grace.$SUFFIX@example.com\",\"role\":\"interviewer\"}" | field .data.id)

echo '2. A job; without "stages" it gets the default pipeline: Applied, Screen, Interview, Offer, Hired' >&2
job=$(call 201 POST /jobs '{"title":"Staff Engineer","department":"Engineering","location":"Berlin (hybrid)","employmentType":"full_time"}')
job_id=$(field .data.id <<<"$job")
stage_id() { field ".data.stages[$1].id" <<<"$job"; }

echo '3. A candidate' >&2
candidate=$(call 201 POST /candidates "{\"firstName\":\"Ada\",\"lastName\":\"Lovelace\",\"email\":\"ada.$SUFFIX@example.com\",\"headline\":\"Analyst\"}" | field .data.id)

echo '4. The application: it starts in the first stage' >&2
application=$(call 201 POST /applications "{\"jobId\":\"$job_id\",\"candidateId\":\"$candidate\",\"source\":\"referral\"}" | field .data.id)

echo '5. Through Screen to Interview' >&2
call 200 POST "/applications/$application/move" "{\"toStageId\":\"$(stage_id 1)\"}" >/dev/null
call 200 POST "/applications/$application/move" "{\"toStageId\":\"$(stage_id 2)\"}" >/dev/null

echo '6. An interview, held' >&2
interview=$(call 201 POST /interviews "{\"applicationId\":\"$application\",\"interviewerId\":\"$interviewer\",\"title\":\"System design\",\"type\":\"technical\",\"mode\":\"video\",\"scheduledAt\":\"$(days_from_now 1)\",\"durationMins\":60,\"meetingUrl\":\"https://meet.example.com/ada\"}" | field .data.id)
call 200 POST "/interviews/$interview/complete" >/dev/null

echo "7. A scorecard (its author is the API key's user; its stage the application's current one)" >&2
call 201 POST /scorecards "{\"applicationId\":\"$application\",\"rating\":\"strong\",\"comment\":\"Clear thinking, good trade-offs.\",\"criteria\":[{\"name\":\"System design\",\"rating\":\"strong\"},{\"name\":\"Communication\",\"rating\":\"good\"}]}" >/dev/null

echo '8. On to Offer; the offer starts as a draft' >&2
call 200 POST "/applications/$application/move" "{\"toStageId\":\"$(stage_id 3)\"}" >/dev/null
offer=$(call 201 POST /offers "{\"applicationId\":\"$application\",\"title\":\"Staff Engineer\",\"salaryAmount\":98000,\"currency\":\"EUR\",\"salaryPeriod\":\"year\",\"startDate\":\"2027-02-01\",\"expiresAt\":\"$(days_from_now 14)\"}" | field .data.id)

echo '9. Sent to the candidate, who accepts: the application is hired' >&2
call 200 POST "/offers/$offer/send" >/dev/null
status=$(call 200 POST "/offers/$offer/decision" '{"decision":"accepted"}' | field .data.status)
hired=$(call 200 GET "/applications/$application" | field .data.status)

echo "Offer $offer is $status; application $application is $hired."
