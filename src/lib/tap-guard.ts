/**
 * One tap, one move. The second tap of a double tap on a button that changes the screen lands on
 * the next screen's button in the same place (Continue, Continue): it is told apart by the time
 * the finger touched (the event's own time, which stays right when a busy phone handles both taps
 * late), and the buttons that could take it stay inert until that time has passed.
 */
import { useEffect, useState } from 'react';
import { TIMINGS } from '@/domain/limits';

/** When (the event's `timeStamp`, on `performance.now()`'s clock) the last tap was taken. */
let lastTap = -Infinity;

/** Takes a tap made at `timeStamp`, unless it is the second of a double tap: then false. */
export function takeTap(timeStamp: number): boolean {
  if (timeStamp >= lastTap && timeStamp - lastTap < TIMINGS.doubleTapMs) return false;
  lastTap = timeStamp;
  return true;
}

/**
 * The tap taken last was answered on its own screen (a check refused it): the next tap is a new
 * request, however soon it comes, and the buttons take it at once.
 */
export function forgetTap(): void {
  lastTap = -Infinity;
}

const untilSettled = () => Math.max(0, lastTap + TIMINGS.doubleTapMs - performance.now());

/** False while a tap taken a moment ago could still be followed by its double's second tap. */
export function useTapSettled(): boolean {
  const [settled, setSettled] = useState(() => untilSettled() === 0);
  useEffect(() => {
    if (settled) return;
    const timer = setTimeout(() => setSettled(true), untilSettled());
    return () => clearTimeout(timer);
  }, [settled]);
  return settled;
}
