import { describe, expect, it } from 'vitest';
import { BUS_MESSAGE_MAX_BYTES, memoryBus, postgresBus } from './bus.ts';

// The embedded-database tests run on the memory bus; it refuses what
// PostgreSQL's NOTIFY would, so a too-long message fails here, not in production.
describe('memory bus', () => {
  it('refuses a channel LISTEN could not take', () => {
    expect(() => memoryBus().subscribe('goods-changed', () => {})).toThrow(/channel/);
  });

  it('refuses a message NOTIFY could not carry, and delivers one that fits', async () => {
    const bus = memoryBus();
    const seen: string[] = [];
    bus.subscribe('goods_changed', (m) => seen.push(m));
    await expect(bus.publish('goods_changed', 'x'.repeat(8000))).rejects.toThrow(/too long/);
    await bus.publish('goods_changed', 'x'.repeat(BUS_MESSAGE_MAX_BYTES));
    expect(seen).toHaveLength(1);
  });
});

// LISTEN/NOTIFY needs a real PostgreSQL; CI exports TEST_DATABASE_URL.
const url = process.env.TEST_DATABASE_URL;
describe.skipIf(!url)('PostgreSQL bus', () => {
  it('carries messages between two processes, in order, with overlapping publishes', async () => {
    const [a, b] = [postgresBus(url!), postgresBus(url!)];
    try {
      const seen: string[] = [];
      let done: () => void;
      const all = new Promise<void>((resolve) => {
        done = resolve;
      });
      b.subscribe('bus_test_one', (m) => seen.push(`one:${m}`));
      b.subscribe('bus_test_two', (m) => {
        seen.push(`two:${m}`);
        if (m === '9') done();
      });
      a.subscribe('bus_test_one', () => {}); // a's own connection is busy too
      // b listens once a probe gets through; then start afresh.
      while (!seen.includes('one:probe')) {
        await a.publish('bus_test_one', 'probe');
        await new Promise((r) => setTimeout(r, 20));
      }
      await a.publish('bus_test_two', 'probe');
      while (!seen.includes('two:probe')) await new Promise((r) => setTimeout(r, 20));
      seen.length = 0;
      await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          a.publish(i % 2 ? 'bus_test_two' : 'bus_test_one', String(i)),
        ),
      );
      await all;
      expect(seen).toEqual(Array.from({ length: 10 }, (_, i) => `${i % 2 ? 'two' : 'one'}:${i}`));
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
