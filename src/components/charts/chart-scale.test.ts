import { describe, expect, it } from 'vitest';
import { barsOf, countScale, labelledDays, pointsOf, polylineOf, sum } from './chart-scale';

describe('countScale', () => {
  it('keeps a top of 1 when there is nothing to show', () => {
    expect(countScale(0)).toEqual({ max: 1, ticks: [0, 1] });
  });

  it('steps by one for a few views', () => {
    expect(countScale(3)).toEqual({ max: 3, ticks: [0, 1, 2, 3] });
  });

  it('takes round steps of 1, 2 or 5 times a power of ten', () => {
    expect(countScale(7)).toEqual({ max: 8, ticks: [0, 2, 4, 6, 8] });
    expect(countScale(13)).toEqual({ max: 15, ticks: [0, 5, 10, 15] });
    expect(countScale(230)).toEqual({ max: 300, ticks: [0, 100, 200, 300] });
    expect(countScale(1001, 4)).toEqual({ max: 1500, ticks: [0, 500, 1000, 1500] });
  });

  it('never has more intervals than asked, and its top is never below the highest value', () => {
    for (let highest = 0; highest < 500; highest += 7) {
      const scale = countScale(highest, 3);
      expect(scale.ticks.length).toBeLessThanOrEqual(4);
      expect(scale.max).toBeGreaterThanOrEqual(highest);
      expect(scale.ticks.at(-1)).toBe(scale.max);
    }
  });
});

describe('barsOf', () => {
  const area = { width: 100, height: 50 };

  it('puts one bar in each equal slot, standing on the bottom, as high as its share of the top', () => {
    const bars = barsOf([0, 5, 10, 20], 10, area, 0.2);
    expect(bars.map((bar) => bar.x)).toEqual([2.5, 27.5, 52.5, 77.5]);
    expect(bars.every((bar) => bar.width === 20)).toBe(true);
    expect(bars.map((bar) => bar.height)).toEqual([0, 25, 50, 50]);
    expect(bars.map((bar) => bar.y + bar.height)).toEqual([50, 50, 50, 50]);
  });

  it('draws nothing for no days', () => {
    expect(barsOf([], 1, area)).toEqual([]);
  });
});

describe('pointsOf', () => {
  it('puts each point at the middle of its slot, 0 on the bottom and the top at the top', () => {
    const points = pointsOf([0, 2, 4], 4, { width: 30, height: 40 });
    expect(points).toEqual([
      { x: 5, y: 40 },
      { x: 15, y: 20 },
      { x: 25, y: 0 },
    ]);
    expect(polylineOf(points)).toBe('5,40 15,20 25,0');
  });

  it('lays a flat line on the bottom when every value is 0', () => {
    const points = pointsOf([0, 0], 0, { width: 10, height: 4 });
    expect(points.map((point) => point.y)).toEqual([4, 4]);
  });

  it('rounds the polyline to two decimals', () => {
    expect(polylineOf([{ x: 1 / 3, y: 2 / 3 }])).toBe('0.33,0.67');
  });
});

describe('labelledDays', () => {
  it('labels today and steps back evenly, at most as many as asked', () => {
    expect(labelledDays(30, 5)).toEqual([5, 11, 17, 23, 29]);
    expect(labelledDays(90, 5)).toEqual([17, 35, 53, 71, 89]);
  });

  it('labels every day when there are few', () => {
    expect(labelledDays(3, 5)).toEqual([0, 1, 2]);
    expect(labelledDays(0, 5)).toEqual([]);
  });
});

it('sums counts', () => {
  expect(sum([1, 2, 3])).toBe(6);
  expect(sum([])).toBe(0);
});
