/**
 * The arithmetic of the app's small SVG charts (the dashboard's sparkline, the views page's daily
 * chart): a scale of whole numbers with round steps, bars and line points in a viewBox, and which
 * days get a date under the axis. Pure, so it is tested without a browser.
 */

/** A value axis from 0 to `max` in `ticks` (0 first): whole, round steps, since counts are whole. */
export interface Scale {
  max: number;
  ticks: number[];
}

const STEPS = [1, 2, 5];

/** The smallest scale of at most `most` + 1 ticks whose top is at least `highest` (never 0). */
export function countScale(highest: number, most = 4): Scale {
  const top = Math.max(1, Math.ceil(highest));
  for (let power = 1; ; power *= 10) {
    for (const unit of STEPS) {
      const step = unit * power;
      const intervals = Math.ceil(top / step);
      if (intervals <= most) {
        return {
          max: intervals * step,
          ticks: Array.from({ length: intervals + 1 }, (_, i) => i * step),
        };
      }
    }
  }
}

/** The size of a chart's drawing area, in the viewBox's units. */
export interface Area {
  width: number;
  height: number;
}

/** The height a value takes in an area whose top is `max`. */
const heightOf = (value: number, max: number, area: Area) =>
  max > 0 ? (Math.min(value, max) / max) * area.height : 0;

/** Each value's slot: `values.length` equal slots side by side, the value at the middle of its own. */
const middleOf = (index: number, count: number, area: Area) => ((index + 0.5) * area.width) / count;

export interface Bar {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One bar a value, standing on the area's bottom, `gap` (a share of its slot) between bars. */
export function barsOf(values: readonly number[], max: number, area: Area, gap = 0.2): Bar[] {
  const slot = area.width / Math.max(1, values.length);
  const width = slot * (1 - gap);
  return values.map((value, index) => {
    const height = heightOf(value, max, area);
    return { x: index * slot + (slot - width) / 2, y: area.height - height, width, height };
  });
}

export interface Point {
  x: number;
  y: number;
}

/** A point a value, at the middle of its slot (so a line meets the bars' middles). */
export function pointsOf(values: readonly number[], max: number, area: Area): Point[] {
  return values.map((value, index) => ({
    x: middleOf(index, values.length, area),
    y: area.height - heightOf(value, max, area),
  }));
}

/** SVG `points` of a polyline, to two decimals (the viewBox's units are small). */
export const polylineOf = (points: readonly Point[]): string =>
  points.map(({ x, y }) => `${round(x)},${round(y)}`).join(' ');

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * Which of `count` days get a date under the axis: at most `most`, evenly spaced, the last (today)
 * always, counted back from it so the spacing ends on today.
 */
export function labelledDays(count: number, most: number): number[] {
  if (count <= 0) return [];
  const every = Math.max(1, Math.ceil(count / Math.max(1, most)));
  const days: number[] = [];
  for (let index = count - 1; index >= 0; index -= every) days.unshift(index);
  return days;
}

export const sum = (values: readonly number[]): number =>
  values.reduce((total, value) => total + value, 0);
