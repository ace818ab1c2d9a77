# Sourced by .ci/run: Debian's PgBouncer in transaction mode in front of the PostgreSQL of
# DATABASE_URL, so that the multi-process tests also run through a transaction pooler
# (PGBOUNCER_URL, decision record 029). .ci/run installs Debian's pgbouncer when missing.

# Starts one PgBouncer of our own (its own config, port and pid file in a temp dir; Debian's
# service, if one runs, keeps its 6432) and exports PGBOUNCER_URL, DATABASE_URL's server through
# it. It is stopped when the script exits.
start_pgbouncer() {
  local port="${PGBOUNCER_PORT:-6433}" dir
  dir="$(mktemp -d)"
  # host, port and user of DATABASE_URL's PostgreSQL, and the same URL with the pooler's address.
  local upstream
  upstream="$(node -e '
    const u = new URL(process.argv[1]);
    const host = u.hostname || "127.0.0.1", port = u.port || "5432";
    const user = decodeURIComponent(u.username || "postgres");
    u.hostname = "127.0.0.1"; u.port = process.argv[2];
    console.log([host, port, user, u.toString()].join(" "));
  ' "$DATABASE_URL" "$port")"
  local up_host up_port up_user pooled_url
  read -r up_host up_port up_user pooled_url <<<"$upstream"
  # Every database of the server, each a pool of its own; trust as the local PostgreSQL does
  # (the user must still be named in the auth file). At most 60 server connections in all, so
  # that the test databases' pools together stay under PostgreSQL's max_connections.
  cat >"$dir/pgbouncer.ini" <<INI
[databases]
* = host=$up_host port=$up_port

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = $port
unix_socket_dir =
auth_type = trust
auth_file = $dir/userlist.txt
pool_mode = transaction
max_client_conn = 500
default_pool_size = 20
max_user_connections = 60
server_idle_timeout = 10
logfile = $dir/pgbouncer.log
pidfile = $dir/pgbouncer.pid
INI
  printf '"%s" ""\n' "$up_user" >"$dir/userlist.txt"
  # PgBouncer refuses to run as root.
  if [ "$(id -u)" = 0 ]; then
    chown -R postgres "$dir"
    runuser -u postgres -- pgbouncer -d "$dir/pgbouncer.ini"
  else
    pgbouncer -d "$dir/pgbouncer.ini"
  fi
  # -d returns before the daemon has written its pid file.
  for _ in $(seq 50); do [ -s "$dir/pgbouncer.pid" ] && break; sleep 0.1; done
  if [ ! -s "$dir/pgbouncer.pid" ]; then
    cat "$dir/pgbouncer.log" >&2
    return 1
  fi
  PGBOUNCER_PID="$(cat "$dir/pgbouncer.pid")"
  trap 'kill "$PGBOUNCER_PID" 2>/dev/null || true' EXIT
  export PGBOUNCER_URL="$pooled_url"
  echo "PgBouncer $(pgbouncer --version | head -1 | cut -d' ' -f2) (transaction mode) on $PGBOUNCER_URL"
}
