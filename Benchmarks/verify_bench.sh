#!/usr/bin/env bash
# `stretchy verify` on a long trace (docs/traces.md): wall and user time and peak memory of
# stretchy beside a Python script checking the same numbers (Benchmarks/peers/verify_trace.py)
# and jq checking the heights alone. Usage: Benchmarks/verify_bench.sh STRETCHY [SAMPLES] [RUNS]
set -euo pipefail
cd "$(dirname "$0")/.."
stretchy=${1:?usage: verify_bench.sh STRETCHY [SAMPLES] [RUNS]}
samples=${2:-1000000}
runs=${3:-3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 Benchmarks/make_trace.py "$samples" > "$work/trace.jsonl"
python3 Benchmarks/make_trace.py 10000 > "$work/small.jsonl"
export STRETCHY_DB="$work/db.sqlite"
measure() { for _ in $(seq "$runs"); do /usr/bin/time -f "%e s wall, %U s user, %M KB" "$@" > /dev/null; done; }
echo "stretchy verify, $samples samples ($(du -h "$work/trace.jsonl" | cut -f1)):"
measure "$stretchy" verify sticky-utah "$work/trace.jsonl"
echo "stretchy verify, 10000 samples (memory stays the same):"
measure "$stretchy" verify sticky-utah "$work/small.jsonl"
echo "python3 Benchmarks/peers/verify_trace.py:"
measure python3 Benchmarks/peers/verify_trace.py "$work/trace.jsonl"
if command -v jq > /dev/null; then
  echo "jq, heights only:"
  measure jq -c 'select(.t != null) | select(((if .offset < 0 then 300 - 0.5 * .offset else ([120, 300 - .offset] | max) end) - .height | fabs) > 0.5)' "$work/trace.jsonl"
fi
