# Sourced by scripts/test.sh and scripts/test-quick.sh: runs named stages, prints each one's wall time as it ends
# and, when the script exits (passing or failing), the table of every stage run so far and the total.
suite_started=$(date +%s)
stage_names=()
stage_seconds=()

# stage <name> <command...>: runs the command as one stage of the suite.
stage() {
  local name=$1
  shift
  local started
  started=$(date +%s)
  echo "::: stage ${name}: $*"
  local status=0
  "$@" || status=$?
  stage_names+=("$name")
  stage_seconds+=("$(($(date +%s) - started))")
  echo "::: stage ${name} took ${stage_seconds[-1]} s"
  return "$status"
}

# stage_in_background <name> <command...>: starts a stage that runs beside the next ones, its output kept until
# wait_for_background_stages prints it. For single-threaded checks, which leave the second core idle.
background_names=()
background_pids=()
background_logs=()
background_starts=()
stage_in_background() {
  local name=$1
  shift
  local log
  log=$(mktemp)
  echo "::: stage ${name} (beside the next stages): $*"
  (
    status=0
    "$@" || status=$?
    date +%s >"${log}.end"
    exit "$status"
  ) >"$log" 2>&1 &
  background_names+=("$name")
  background_pids+=("$!")
  background_logs+=("$log")
  background_starts+=("$(date +%s)")
}

# Waits for every background stage, prints its output and time, and fails if any of them failed.
wait_for_background_stages() {
  local failed=0 i status
  for i in "${!background_pids[@]}"; do
    status=0
    wait "${background_pids[$i]}" || status=$?
    echo "::: stage ${background_names[$i]} (output)"
    cat "${background_logs[$i]}"
    stage_names+=("${background_names[$i]}")
    stage_seconds+=("$(($(cat "${background_logs[$i]}.end") - background_starts[i]))")
    echo "::: stage ${background_names[$i]} took ${stage_seconds[-1]} s (beside other stages)"
    rm -f "${background_logs[$i]}" "${background_logs[$i]}.end"
    [ "$status" -eq 0 ] || failed=$status
  done
  background_names=()
  background_pids=()
  background_logs=()
  background_starts=()
  return "$failed"
}

print_stage_times() {
  local status=$?
  echo
  echo "Stage times (wall clock)"
  local i
  for i in "${!stage_names[@]}"; do
    printf '  %-14s %5d s\n' "${stage_names[$i]}" "${stage_seconds[$i]}"
  done
  printf '  %-14s %5d s%s\n' total "$(($(date +%s) - suite_started))" "$([ "$status" -eq 0 ] || echo "  (failed, exit $status)")"
}
trap print_stage_times EXIT
