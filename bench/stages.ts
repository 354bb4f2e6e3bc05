/**
 * The bench's stages, each run on its own: one that fails is named with its cause and the run goes
 * on to the next, and the run ends by listing what ran, what failed and what was skipped.
 */

export interface StageOutcome {
  stage: string;
  outcome: 'ran' | 'failed' | 'skipped';
  why?: string;
}

/** The first line of each message along an error's causes (a failed query's message holds its parameters). */
export function causeOf(error: unknown): string {
  const lines: string[] = [];
  let at: unknown = error;
  while (at !== undefined && at !== null && lines.length < 5) {
    const line = (at instanceof Error ? at.message : String(at)).split('\n')[0]!.trim();
    lines.push(line.length > 200 ? `${line.slice(0, 200)}…` : line);
    at = at instanceof Error ? at.cause : undefined;
  }
  return lines.join('\n  cause: ');
}

export function createStages() {
  const outcomes: StageOutcome[] = [];
  return {
    outcomes,
    /** Runs `work` as the stage `name`: its value, or undefined when it threw (then named and kept). */
    async run<T>(name: string, work: () => Promise<T> | T): Promise<T | undefined> {
      // Kept in the order the stages began, a stage run inside another after it.
      const outcome: StageOutcome = { stage: name, outcome: 'ran' };
      outcomes.push(outcome);
      try {
        return await work();
      } catch (error) {
        outcome.outcome = 'failed';
        outcome.why = causeOf(error);
        console.error(`\n✗ ${name} failed: ${outcome.why}`);
        return undefined;
      }
    },
    /** A stage that could not start: the one it runs inside failed first. */
    skip(name: string, why: string) {
      outcomes.push({ stage: name, outcome: 'skipped', why });
      console.log(`· ${name}: skipped (${why})`);
    },
    /** True when a stage failed or was skipped: the figures are not all there. */
    failed: () => outcomes.some((o) => o.outcome !== 'ran'),
    /** Prints each stage's outcome unless every one ran. */
    report() {
      if (outcomes.every((o) => o.outcome === 'ran')) return;
      console.log('\nStages');
      for (const o of outcomes)
        console.log(
          `${o.outcome === 'ran' ? '✓' : o.outcome === 'failed' ? '✗' : '–'} ${o.stage}: ${o.outcome}${o.why ? ` (${o.why})` : ''}`,
        );
    },
  };
}
