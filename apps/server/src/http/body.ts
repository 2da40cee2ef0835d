import qs from 'qs';

// Bodies and query strings as the spec's client encodes them (section 7):
// form fields with nested values, `params[0][goods_id]=1`, `params[number]=5`,
// `ids[]=1&ids[]=2`. Depth and sizes are bounded; what exceeds them is left
// as a literal key, which the strict request schemas refuse with a 422.

const options: qs.IParseOptions = {
  depth: 3,
  arrayLimit: 200,
  parameterLimit: 1000,
  throwOnLimitExceeded: true,
  allowPrototypes: false,
  plainObjects: true,
};

/** Too many parameters: one key the schemas do not know, so the answer is a 422. */
const TOO_MANY = { 请求参数过多: '1' };

export function parseForm(text: string): Record<string, unknown> {
  try {
    return qs.parse(text, options);
  } catch {
    return { ...TOO_MANY };
  }
}
