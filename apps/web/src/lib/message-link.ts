// Cart add answers 411 with a message holding an HTML link, e.g.
// `资质审核通过后才能采购，<a href="/zzzj">查看资质审核进度</a>` (docs/api-cart-order.md).
// The message is never put into the page as HTML: the link's href and text are read out
// and shown with React, so markup in a message can do nothing.

export type MessageLink = {
  /** The text before the link, tags removed. */
  before: string;
  link: { href: string; text: string; internal: boolean } | null;
  after: string;
};

const ANCHOR_RE = /<a\b([^>]*)>([\s\S]*?)<\/a\s*>/i;
const HREF_RE = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name]!);
}

/** Plain text of an HTML fragment: tags dropped, the common entities decoded. */
export function stripTags(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, '')).trim();
}

/**
 * A link the shop may follow: an in-app path (`/zzzj`) or an http(s) address.
 * Anything else (javascript:, data:, protocol-relative //host) is refused.
 */
export function safeHref(raw: string): { href: string; internal: boolean } | null {
  const href = decodeEntities(raw.trim());
  if (href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\')) {
    return { href, internal: true };
  }
  if (/^https?:\/\/[^\s]+$/i.test(href)) return { href, internal: false };
  return null;
}

/** Splits a message around its first link; a message without a (safe) link is all text. */
export function parseMessageLink(message: string): MessageLink {
  const match = ANCHOR_RE.exec(message);
  if (!match) return { before: stripTags(message), link: null, after: '' };
  const [whole, attributes = '', inner = ''] = match;
  const before = stripTags(message.slice(0, match.index));
  const after = stripTags(message.slice(match.index + whole.length));
  const hrefMatch = HREF_RE.exec(attributes);
  const target = safeHref(hrefMatch?.[1] ?? hrefMatch?.[2] ?? hrefMatch?.[3] ?? '');
  const text = stripTags(inner) || target?.href || '';
  if (!target) return { before: [before, text, after].join(''), link: null, after: '' };
  return { before, link: { ...target, text }, after };
}
