// The antd App instance (message, modal) and the router's navigate, registered by the
// shell once it mounts, so code outside React (the API error listener) can reach them.

import type { useAppProps } from 'antd/es/app/context';

export type Feedback = Pick<useAppProps, 'message' | 'modal'> & {
  navigate: (to: string, options?: { replace?: boolean }) => void;
};

let current: Feedback | null = null;

export function registerFeedback(feedback: Feedback | null) {
  current = feedback;
}

export function getFeedback(): Feedback | null {
  return current;
}
