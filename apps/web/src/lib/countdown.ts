/** What is left until an end time, in whole parts; zeros once it has passed (spec section 4). */
export type Remaining = {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  over: boolean;
};

export function remaining(endMs: number, nowMs: number): Remaining {
  const left = Math.max(0, Math.floor((endMs - nowMs) / 1000));
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
    over: left === 0,
  };
}

export const twoDigits = (n: number) => String(n).padStart(2, '0');
