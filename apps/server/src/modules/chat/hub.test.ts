import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import { memoryBus } from '../../platform/bus.ts';
import { chatHub, PING_MS, SOCKETS_PER_SESSION } from './hub.ts';

// A socket's session is asked again at every ping: a logout, a disabled
// sub-account or a staff member's ended session closes it (hostile review).

class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  closed: number | null = null;
  ping = vi.fn(() => this.emit('pong'));
  send = vi.fn();
  terminate = vi.fn();
  close(code: number) {
    if (this.closed !== null) return;
    this.closed = code;
    this.readyState = 3;
    this.emit('close');
  }
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('chat sockets', () => {
  it('stay open while their session stands and close at the next ping once it ends', async () => {
    const hub = chatHub(memoryBus());
    const buyer = new FakeSocket();
    const staff = new FakeSocket();
    let buyerValid = true;
    let staffValid = true;
    hub.addBuyer(7, buyer as unknown as WebSocket, { key: 'b', alive: async () => buyerValid });
    hub.addStaff(staff as unknown as WebSocket, { key: 's', alive: async () => staffValid });
    await vi.advanceTimersByTimeAsync(PING_MS);
    expect([buyer.closed, staff.closed]).toEqual([null, null]);
    expect(buyer.ping).toHaveBeenCalledTimes(1);

    buyerValid = false;
    staffValid = false;
    await vi.advanceTimersByTimeAsync(PING_MS);
    expect([buyer.closed, staff.closed]).toEqual([4001, 4001]);
    // Closed sockets hear nothing more.
    buyer.send.mockClear();
    await hub.publishRead(7, 1, 'staff');
    expect(buyer.send).not.toHaveBeenCalled();
  });

  it('close at once when their session is said to end, and only those of that session', async () => {
    const hub = chatHub(memoryBus());
    const ended = new FakeSocket();
    const switched = new FakeSocket();
    const otherSession = new FakeSocket();
    let valid = true;
    hub.addBuyer(7, ended as unknown as WebSocket, { key: 'a', alive: async () => valid });
    // Another store: the session stands but no longer for company 7.
    hub.addBuyer(7, switched as unknown as WebSocket, { key: 'b', alive: async () => true });
    hub.addBuyer(7, otherSession as unknown as WebSocket, { key: 'c', alive: async () => false });
    valid = false;
    await hub.sessionEnded('a');
    await hub.sessionEnded('b');
    expect([ended.closed, switched.closed, otherSession.closed]).toEqual([4001, null, null]);
    expect(ended.ping).not.toHaveBeenCalled();
  });

  it('close when the session check fails instead of staying open', async () => {
    const hub = chatHub(memoryBus());
    const ws = new FakeSocket();
    hub.addStaff(ws as unknown as WebSocket, {
      key: 's',
      alive: () => Promise.reject(new Error('database gone')),
    });
    await vi.advanceTimersByTimeAsync(PING_MS);
    expect(ws.closed).toBe(4001);
    expect(ws.ping).not.toHaveBeenCalled();
  });

  it(`hold at most ${SOCKETS_PER_SESSION} per session, closing the oldest`, async () => {
    const hub = chatHub(memoryBus());
    const session = { key: 'a', alive: async () => true };
    const open = Array.from({ length: SOCKETS_PER_SESSION + 2 }, () => {
      const ws = new FakeSocket();
      hub.addBuyer(7, ws as unknown as WebSocket, session);
      return ws;
    });
    expect(open.map((ws) => ws.closed)).toEqual([
      4008,
      4008,
      ...Array(SOCKETS_PER_SESSION).fill(null),
    ]);
    // Another session of the same company is not counted with it.
    const other = new FakeSocket();
    hub.addBuyer(7, other as unknown as WebSocket, { key: 'b', alive: async () => true });
    expect(other.closed).toBeNull();
  });
});
