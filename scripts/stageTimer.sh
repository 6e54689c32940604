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
