import type { ChatEvent, ChatMessage } from '@shop/contract';
import type { WebSocket } from 'ws';
import type { Bus } from '../../platform/bus.ts';

// The open sockets of this process: buyers' per company, staff's all in one
// set (every service staff member sees every conversation). Events go through
// the bus, so a socket on any process hears what was sent on any other.

const CHANNEL = 'chat_event';
/** A socket that has not answered a ping within this time is closed (the client reconnects). */
export const PING_MS = 25_000;

/** Whether a socket's session still stands (asked at every ping, and when it is said to end). */
export type ChatSessions = {
  buyer(token: string, companyId: number): Promise<boolean>;
  staff(token: string): Promise<boolean>;
  /**
   * Calls back with the token hash of every buyer or staff session that ended
   * or changed (logout, a disabled sub-account, a new password, a cancelled
   * company, another store), in any process.
   */
  onEnded(handler: (tokenHash: string) => void): void;
};

/** A socket's session: its token hash, and the question whether it still stands. */
export type SocketSession = { key: string; alive: () => Promise<boolean> };

/**
 * Sockets one session may hold; a new one beyond closes the oldest, which is
 * most likely a tab closed without a goodbye (hostile review: one session
 * opened 500).
 */
export const SOCKETS_PER_SESSION = 5;

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

  // Each session's sockets, oldest first (a Map keeps the order of insertion).
  const bySession = new Map<string, Map<WebSocket, SocketSession>>();

  /** A session that ended, or whose check fails, closes its socket; true while it stays open. */
  async function check(ws: WebSocket, session: SocketSession) {
    if (await session.alive().catch(() => false)) return true;
    ws.close(4001, 'session ended');
    return false;
  }

  /**
   * Keeps a socket alive with pings; a dead one is closed and forgotten. Its
   * session is asked again when the bus says it ended, and at every ping as a
   * backstop for endings that are not announced (an expired session).
   */
  function watch(ws: WebSocket, forget: () => void, session: SocketSession) {
    const held = bySession.get(session.key) ?? new Map<WebSocket, SocketSession>();
    held.set(ws, session);
    bySession.set(session.key, held);
    if (held.size > SOCKETS_PER_SESSION) {
      // Forgotten now: its close completes only when the client answers.
      const oldest = [...held.keys()][0]!;
      held.delete(oldest);
      oldest.close(4008, 'too many connections');
    }
    let alive = true;
    ws.on('pong', () => {
      alive = true;
    });
    const timer = setInterval(async () => {
      if (!alive) return ws.terminate();
      if (!(await check(ws, session))) return;
      alive = false;
      ws.ping();
    }, PING_MS);
    timer.unref();
    ws.on('close', () => {
      clearInterval(timer);
      forget();
      held.delete(ws);
      if (held.size === 0 && bySession.get(session.key) === held) bySession.delete(session.key);
    });
    // The client sends nothing the server needs; messages go over HTTP.
    ws.on('message', () => {});
  }

  return {
    addBuyer(companyId: number, ws: WebSocket, session: SocketSession) {
      const set = buyers.get(companyId) ?? new Set();
      set.add(ws);
      buyers.set(companyId, set);
      watch(
        ws,
        () => {
          set.delete(ws);
          if (set.size === 0 && buyers.get(companyId) === set) buyers.delete(companyId);
        },
        session,
      );
    },
    addStaff(ws: WebSocket, session: SocketSession) {
      staff.add(ws);
      watch(ws, () => staff.delete(ws), session);
    },
    /** A session ended or changed: its sockets ask again, and close unless it still stands. */
    async sessionEnded(key: string) {
      const held = [...(bySession.get(key) ?? [])];
      await Promise.all(held.map(([ws, session]) => check(ws, session)));
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
