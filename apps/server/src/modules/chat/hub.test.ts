import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import { memoryBus } from '../../platform/bus.ts';
import { chatHub, PING_MS } from './hub.ts';

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
    hub.addBuyer(7, buyer as unknown as WebSocket, async () => buyerValid);
    hub.addStaff(staff as unknown as WebSocket, async () => staffValid);
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
});
