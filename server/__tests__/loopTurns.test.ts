import {describe, expect, it} from 'vitest';
import {LoopTurns} from '../loopTurns';

/** Three searches that each queue a callback for the loop (as a socket write would wait for it). */
async function runThree(turns: LoopTurns, busyMs = 0): Promise<string[]> {
  const order: string[] = [];
  const search = async (name: string) => {
    await turns.take();
    const until = performance.now() + busyMs;
    while (performance.now() < until);
    order.push(name);
    setImmediate(() => order.push(`after ${name}`));
  };
  await Promise.all(['a', 'b', 'c'].map(search));
  await new Promise((resolve) => setTimeout(resolve, 20));
  return order;
}

describe('LoopTurns', () => {
  it('with a slice of one search, lets the loop run between searches, in the order they asked', async () => {
    expect(await runThree(new LoopTurns(0))).toEqual(['a', 'after a', 'b', 'after b', 'c', 'after c']);
  });

  it('runs searches in one turn until the slice is spent', async () => {
    expect(await runThree(new LoopTurns(10_000))).toEqual(['a', 'b', 'c', 'after a', 'after b', 'after c']);
    expect(await runThree(new LoopTurns(5), 10)).toEqual(['a', 'after a', 'b', 'after b', 'c', 'after c']);
  });

  it('goes on after a search that throws', async () => {
    const turns = new LoopTurns(0);
    const failing = turns.take().then(() => {
      throw new Error('bad search');
    });
    const next = turns.take().then(() => 'answered');
    await expect(failing).rejects.toThrow('bad search');
    await expect(next).resolves.toBe('answered');
  });
});
