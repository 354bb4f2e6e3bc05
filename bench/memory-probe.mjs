// Loaded into a bench server with --import: on SIGUSR2 the process writes its memory (RSS, heap) to
// the file BENCH_MEMORY_FILE names, so the bench can read an instance's heap from outside.
import { writeFileSync } from 'node:fs';

const file = process.env.BENCH_MEMORY_FILE;
if (file)
  process.on('SIGUSR2', () => {
    writeFileSync(file, JSON.stringify(process.memoryUsage()));
  });
