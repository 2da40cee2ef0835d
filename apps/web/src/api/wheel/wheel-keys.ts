/** Every query of the wheel and the points mall lives under this root. */
export const WHEEL_QUERY_ROOT = 'wheel';
