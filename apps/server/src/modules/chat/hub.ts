import type { ChatEvent, ChatMessage } from '@shop/contract';
import type { WebSocket } from 'ws';
import type { Bus } from '../../platform/bus.ts';

// The open sockets of this process: buyers' per company, staff's all in one
// set (every service staff member sees every conversation). Events go through
// the bus, so a socket on any process hears what was sent on any other.

const CHANNEL = 'chat_event';
/** A socket that has not answered a ping within this time is closed (the client reconnects). */
export const PING_MS = 25_000;

/** Whether a socket's session still stands (asked at every ping). */
export type ChatSessions = {
  buyer(token: string, companyId: number): Promise<boolean>;
  staff(token: string): Promise<boolean>;
};

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

  /**
   * Keeps a socket alive with pings; a dead one is closed and forgotten, and
   * so is one whose session ended (logout, a disabled sub-account, a new
   * password, a cancelled company): it is asked again at every ping.
   */
  function watch(ws: WebSocket, forget: () => void, sessionAlive: () => Promise<boolean>) {
    let alive = true;
    ws.on('pong', () => {
      alive = true;
    });
    const timer = setInterval(async () => {
      if (!alive) return ws.terminate();
      if (!(await sessionAlive().catch(() => true))) return ws.close(4001, 'session ended');
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
    addBuyer(companyId: number, ws: WebSocket, sessionAlive: () => Promise<boolean>) {
      const set = buyers.get(companyId) ?? new Set();
      set.add(ws);
      buyers.set(companyId, set);
      watch(
        ws,
        () => {
          set.delete(ws);
          if (set.size === 0 && buyers.get(companyId) === set) buyers.delete(companyId);
        },
        sessionAlive,
      );
    },
    addStaff(ws: WebSocket, sessionAlive: () => Promise<boolean>) {
      staff.add(ws);
      watch(ws, () => staff.delete(ws), sessionAlive);
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
