#!/usr/bin/env bash
# Every check `pnpm test` stands for, in order, stopping at the first failure. It prints how long each step took,
# at the end and when a step fails, because CI runs all of it within 40 minutes and the table says where time goes.
set -uo pipefail
cd "$(dirname "$0")/.."

steps=(typecheck lint check:messages test:unit test:api test:api:postgres test:faults:api build test:topology e2e bench)
timings=()
started=$SECONDS

print_timings() {
  echo
  echo "== time per step (s)"
  printf '%s\n' "${timings[@]}"
  echo "total $((SECONDS - started))"
}

# The engines install meanwhile the first steps, which need none of them (a minute or more of apt on a fresh
# machine); the API tests are the first to need one. A failed install is reported by the step that needs it.
bash scripts/install-engines.sh &
engines=$!

for step in "${steps[@]}"; do
  if [ "$step" = test:api ] && [ -n "$engines" ]; then
    wait "$engines" || echo "installing the engines failed; the steps that need them install or report them" >&2
    engines=""
  fi
  step_started=$SECONDS
  pnpm run "$step"
  status=$?
  timings+=("$(printf '%-18s %5d' "$step" $((SECONDS - step_started)))")
  if [ "$status" -ne 0 ]; then
    print_timings
    echo "step '$step' failed (exit $status)" >&2
    exit "$status"
  fi
done
print_timings
