type State = 'upcoming' | 'running' | 'ended' | 'stopped';

const TEXT: Record<State, string> = {
  upcoming: '未开始',
  running: '进行中',
  ended: '已结束',
  stopped: '已停用',
};
const BADGE = { upcoming: 'Default', running: 'Processing', ended: 'Error', stopped: 'Warning' };
/** The numeric codes of the APIs that send them (秒杀, 新人特价). */
const CODES: Record<State, number> = { upcoming: 0, running: 1, ended: 2, stopped: 3 };

/**
 * A marketing activity's state by its window and its on/off switch, as a
 * ProTable valueEnum (the list's filter and its badge); `words` renames a
 * state (领取中), `states` leaves out what the activity cannot be.
 */
export function activityStatus(
  words: Partial<Record<State, string>> = {},
  states: State[] = ['upcoming', 'running', 'ended', 'stopped'],
) {
  return Object.fromEntries(
    states.map((s) => [s, { text: words[s] ?? TEXT[s], status: BADGE[s] }]),
  );
}

/** The same keyed by numeric code. */
export function activityStatusByCode(words: Partial<Record<State, string>> = {}) {
  return Object.fromEntries(
    Object.entries(activityStatus(words)).map(([s, v]) => [CODES[s as State], v]),
  );
}
