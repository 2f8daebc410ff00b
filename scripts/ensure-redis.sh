#!/usr/bin/env bash
# Sourced by scripts/test.sh: sets TEST_REDIS_URL for the tests that count rate limits in Redis.
# In order: TEST_REDIS_URL if set; the local server on 127.0.0.1:6379; else a throwaway server
# from Debian's redis-server package (installed when missing) on 127.0.0.1:63799, which keeps
# nothing on disk and is stopped by `stop_test_redis` when the tests end.

stop_test_redis() { :; }

# Whether a Redis server answers PING at host $1, port $2: with redis-cli when there is one, else
# with bash's /dev/tcp (the server answers a plain-text command with +PONG).
redis_answers() {
  if command -v redis-cli >/dev/null 2>&1; then
    [ "$(timeout 5 redis-cli -h "$1" -p "$2" ping 2>/dev/null)" = PONG ]
  else
    (exec 3<>"/dev/tcp/$1/$2" && printf 'PING\r\n' >&3 && IFS= read -r -t 5 reply <&3 && [ "$reply" = $'+PONG\r' ]) 2>/dev/null
  fi
}

if [ -n "${TEST_REDIS_URL:-}" ]; then
  echo "Redis for tests: TEST_REDIS_URL"
elif redis_answers 127.0.0.1 6379; then
  export TEST_REDIS_URL="redis://127.0.0.1:6379"
  echo "Redis for tests: the local server on 127.0.0.1:6379"
else
  redis_bin="$(command -v redis-server || true)"
  if [ -z "$redis_bin" ]; then
    echo "Redis is missing: installing Debian's redis-server package…"
    # shellcheck source=scripts/apt-install.sh
    source scripts/apt-install.sh
    apt_install redis-server "or set TEST_REDIS_URL" ||
      { echo "error: could not install redis-server for the tests (or set TEST_REDIS_URL)" >&2; return 1; }
    redis_bin="$(command -v redis-server || true)"
    [ -n "$redis_bin" ] || { echo "error: redis-server was installed but is still missing (or set TEST_REDIS_URL)" >&2; return 1; }
  fi
  redis_dir="$(mktemp -d /tmp/test-redis.XXXXXX)"
  redis_port=63799
  echo "Starting a throwaway Redis server in $redis_dir on port $redis_port…"
  stop_test_redis() {
    local pid
    pid="$(cat "$redis_dir/pid" 2>/dev/null || true)"
    if [ -n "$pid" ] && kill "$pid" 2>/dev/null; then
      # Gone before the next run wants the port.
      for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    fi
    rm -rf "$redis_dir"
  }
  "$redis_bin" --bind 127.0.0.1 --port "$redis_port" --save '' --appendonly no --daemonize yes \
    --dir "$redis_dir" --pidfile "$redis_dir/pid" --logfile "$redis_dir/log" ||
    { echo "error: redis-server would not start (or set TEST_REDIS_URL)" >&2; stop_test_redis; return 1; }
  # Daemonized, it returns before it listens or writes its pid (which stop_test_redis needs): wait
  # up to five seconds for both.
  for _ in $(seq 50); do
    if [ -s "$redis_dir/pid" ] && redis_answers 127.0.0.1 "$redis_port"; then break; fi
    sleep 0.1
  done
  if [ ! -s "$redis_dir/pid" ] || ! redis_answers 127.0.0.1 "$redis_port"; then
    echo "error: the throwaway Redis server did not start on port $redis_port (or set TEST_REDIS_URL):" >&2
    cat "$redis_dir/log" >&2 2>/dev/null || true
    stop_test_redis
    return 1
  fi
  export TEST_REDIS_URL="redis://127.0.0.1:$redis_port"
fi
