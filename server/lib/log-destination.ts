/**
 * Where the server's log lines go: standard output, gathered and written together a tenth of a
 * second later at most (or once 64 KB wait). Written one by one, each line was a write handed to
 * the thread pool, and the hand-off cost the cached public page more than the line itself. What
 * waits when the process exits (a graceful close, `process.exit`, an uncaught error) is written
 * before it goes; only a SIGKILL can lose the last tenth of a second.
 */
import pino from 'pino';

/** The longest a line waits, and the most that waits before it is written anyway. */
const WAIT_MS = 100;
const BATCH_CHARS = 64 * 1024;

export interface LogDestination {
  write(line: string): void;
  /** Writes every line logged so far before returning (the process is about to exit). */
  flushSync(): void;
}

export function createLogDestination(fd = 1, waitMs = WAIT_MS): LogDestination {
  // Asynchronous, and it handles a full pipe (EAGAIN), short writes and a closed reader (EPIPE).
  const out = pino.destination({ dest: fd, sync: false });
  let pending: string[] = [];
  let size = 0;
  let timer: NodeJS.Timeout | undefined;
  const take = () => {
    clearTimeout(timer);
    timer = undefined;
    const chunk = pending.join('');
    pending = [];
    size = 0;
    return chunk;
  };
  const handOver = () => {
    if (pending.length) out.write(take());
  };
  const destination: LogDestination = {
    write(line) {
      pending.push(line);
      size += line.length;
      if (size >= BATCH_CHARS) handOver();
      // Unreferenced: waiting lines never keep a process alive (its exit writes them).
      else timer ??= setTimeout(handOver, waitMs).unref();
    },
    flushSync() {
      out.flushSync();
      // Handed to `out`, they would start a write that the exiting process never finishes.
      if (pending.length) pino.destination({ dest: fd, sync: true }).write(take());
    },
  };
  process.on('exit', () => destination.flushSync());
  return destination;
}
