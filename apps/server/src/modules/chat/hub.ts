import type { ChatEvent, ChatMessage } from '@shop/contract';
import type { WebSocket } from 'ws';
import type { Bus } from '../../platform/bus.ts';

// The open sockets of this process: buyers' per company, staff's all in one
// set (every service staff member sees every conversation). Events go through
// the bus, so a socket on any process hears what was sent on any other.

const CHANNEL = 'chat_event';
/** A socket that has not answered a ping within this time is closed (the client reconnects). */
export const PING_MS = 25_000;

type Wire =
  | {
      kind: 'message';
      companyId: number;
      message: ChatMessage;
      buyerUnread: number;
      staffUnread: number;
    }
  | { kind: 'read'; companyId: number; conversationId: number; side: 'buyer' | 'staff' };

export function chatHub(bus: Bus) {
  const buyers = new Map<number, Set<WebSocket>>();
  const staff = new Set<WebSocket>();

  const send = (ws: WebSocket, e: ChatEvent) => {
    if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(e));
  };

  bus.subscribe(CHANNEL, (raw) => {
    const w = JSON.parse(raw) as Wire;
    const own = buyers.get(w.companyId) ?? new Set();
    if (w.kind === 'message') {
      for (const ws of own)
        send(ws, { type: 'message', message: w.message, unread: w.buyerUnread });
      for (const ws of staff)
        send(ws, { type: 'message', message: w.message, unread: w.staffUnread });
    } else {
      const e: ChatEvent = { type: 'read', conversation_id: w.conversationId, side: w.side };
      for (const ws of [...own, ...staff]) send(ws, e);
    }
  });

  /** Keeps a socket alive with pings; a dead one is closed and forgotten. */
  function watch(ws: WebSocket, forget: () => void) {
    let alive = true;
    ws.on('pong', () => {
      alive = true;
    });
    const timer = setInterval(() => {
      if (!alive) return ws.terminate();
      alive = false;
      ws.ping();
    }, PING_MS);
    timer.unref();
    ws.on('close', () => {
      clearInterval(timer);
      forget();
    });
    // The client sends nothing the server needs; messages go over HTTP.
    ws.on('message', () => {});
  }

  return {
    addBuyer(companyId: number, ws: WebSocket) {
      const set = buyers.get(companyId) ?? new Set();
      set.add(ws);
      buyers.set(companyId, set);
      watch(ws, () => {
        set.delete(ws);
        if (set.size === 0 && buyers.get(companyId) === set) buyers.delete(companyId);
      });
    },
    addStaff(ws: WebSocket) {
      staff.add(ws);
      watch(ws, () => staff.delete(ws));
    },
    publishMessage(
      companyId: number,
      message: ChatMessage,
      buyerUnread: number,
      staffUnread: number,
    ) {
      const w: Wire = { kind: 'message', companyId, message, buyerUnread, staffUnread };
      return bus.publish(CHANNEL, JSON.stringify(w));
    },
    publishRead(companyId: number, conversationId: number, side: 'buyer' | 'staff') {
      const w: Wire = { kind: 'read', companyId, conversationId, side };
      return bus.publish(CHANNEL, JSON.stringify(w));
    },
    closeAll() {
      for (const ws of [...staff, ...[...buyers.values()].flatMap((s) => [...s])]) ws.close(1001);
    },
  };
}

export type ChatHub = ReturnType<typeof chatHub>;
