import {describe, expect, it} from 'vitest';
import {pairedDifference, seededRandom, wilsonInterval} from '../stats';

describe('the 95 % Wilson interval of a share', () => {
  it('gives the textbook bounds', () => {
    const [low, high] = wilsonInterval(5, 10);
    expect(low).toBeCloseTo(0.2366, 4);
    expect(high).toBeCloseTo(0.7634, 4);
    const [none, noneHigh] = wilsonInterval(0, 10);
    expect(none).toBe(0);
    expect(noneHigh).toBeCloseTo(0.2775, 4);
  });

  it('narrows as the set grows', () => {
    const [smallLow, smallHigh] = wilsonInterval(78, 100);
    const [largeLow, largeHigh] = wilsonInterval(780, 1000);
    expect(largeHigh - largeLow).toBeLessThan(smallHigh - smallLow);
    expect(largeLow).toBeLessThan(0.78);
    expect(largeHigh).toBeGreaterThan(0.78);
  });
});

describe('a paired difference resampled', () => {
  it('is exact when every query differs the same way', () => {
    expect(pairedDifference([1, 1, 1], [0, 0, 0])).toEqual({mean: 1, low: 1, high: 1});
    expect(pairedDifference([1, 0, 1], [1, 0, 1])).toEqual({mean: 0, low: 0, high: 0});
  });

  it('brackets the mean, and prints the same every run', () => {
    const random = seededRandom(7);
    const a = Array.from({length: 200}, () => (random() < 0.8 ? 1 : 0));
    const b = Array.from({length: 200}, () => (random() < 0.65 ? 1 : 0));
    const once = pairedDifference(a, b);
    expect(once.low).toBeLessThan(once.mean);
    expect(once.high).toBeGreaterThan(once.mean);
    expect(pairedDifference(a, b)).toEqual(once);
  });

  it('refuses scores that are not paired', () => {
    expect(() => pairedDifference([1, 0], [1])).toThrow(/differ in length/);
  });
});
