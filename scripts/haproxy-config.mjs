/**
 * The HAProxy configuration of `npm run cluster` (scripts/cluster.mjs), also used by the test that
 * puts the server behind a real HAProxy (tests/api/process/balancer.test.ts).
 */

/** Where the balancer connects to the instances from: their TRUST_PROXY. */
export const BALANCER_ADDRESS = '127.0.0.1';

/** A balancer on 127.0.0.1:`port` in front of `instances` ({n, port} each). */
export function haproxyConfig(port, instances) {
  return `global
  log stdout format raw local0 warning
defaults
  mode http
  log global
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout http-request 10s
  # A request that met a stopping or restarting instance is sent to another (idempotent ones
  # after a failed connection or an empty answer; any request before it reached an instance).
  retries 3
  retry-on conn-failure empty-response response-timeout 503
  option redispatch 1
frontend web
  bind 127.0.0.1:${port}
  # The instances count per-address limits by the address this balancer saw: it is the first
  # proxy, so what a client wrote in X-Forwarded-For is dropped and the one entry is the address it
  # connected from. (Appending alone would not do here: a client on 127.0.0.1 has the balancer's
  # own address, which the instances trust, and they would read on to the entry it forged.)
  http-request del-header X-Forwarded-For
  option forwardfor
  default_backend app
backend app
  balance roundrobin
  option httpchk GET /api/health/ready/
  http-check expect status 200
  default-server inter 500ms fall 2 rise 2
${instances.map((i) => `  server app${i.n} 127.0.0.1:${i.port} check`).join('\n')}
`;
}
