// Times GET /api/health/ one request after another (a monitor's view) for a number of seconds, in a
// process of its own so the load generator's own work is not counted. Prints the times as JSON.
// Started by bench/hostile.ts.
import http from 'node:http';

const [url, seconds] = process.argv.slice(2);
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const ask = () =>
  new Promise((resolve) => {
    const started = performance.now();
    http
      .get(`${url}/api/health/`, { agent }, (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ ms: performance.now() - started, ok: response.statusCode === 200 }),
        );
      })
      .on('error', () => resolve({ ms: performance.now() - started, ok: false }));
  });

const until = performance.now() + Number(seconds) * 1000;
const times = [];
let failed = 0;
while (performance.now() < until) {
  const { ms, ok } = await ask();
  times.push(ms);
  if (!ok) failed += 1;
  // A monitor's pace, not a load of its own.
  await new Promise((resolve) => setTimeout(resolve, 10));
}
agent.destroy();
process.stdout.write(JSON.stringify({ times, failed }));
