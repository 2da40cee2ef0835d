import { describe, expect, it } from 'vitest';
import { parseMessageLink, safeHref } from './message-link';

describe('parseMessageLink', () => {
  it('reads the 411 message of the API contract', () => {
    expect(
      parseMessageLink('资质审核通过后才能采购，<a href="/zzzj">查看资质审核进度</a>'),
    ).toEqual({
      before: '资质审核通过后才能采购，',
      link: { href: '/zzzj', text: '查看资质审核进度', internal: true },
      after: '',
    });
  });

  it('accepts single quotes, unquoted hrefs, other attributes and text after the link', () => {
    const single = parseMessageLink(
      "请先<a class='x' href='/sjzz' target=\"_blank\">上传资质</a>。",
    );
    expect(single).toEqual({
      before: '请先',
      link: { href: '/sjzz', text: '上传资质', internal: true },
      after: '。',
    });
    expect(parseMessageLink('<a href=/zzzj>查看</a>').link?.href).toBe('/zzzj');
  });

  it('keeps outside http(s) links, marked as not internal', () => {
    expect(parseMessageLink('见<a href="https://example.com/a?b=1&amp;c=2">说明</a>').link).toEqual(
      { href: 'https://example.com/a?b=1&c=2', text: '说明', internal: false },
    );
  });

  it('drops dangerous links and tags, keeping their text', () => {
    const script = parseMessageLink('点<a href="javascript:alert(1)">这里</a>继续');
    expect(script).toEqual({ before: '点这里继续', link: null, after: '' });
    const other = parseMessageLink('<a href="//evil.example/x">x</a>');
    expect(other.link).toBeNull();
    const tags = parseMessageLink('<b onclick="x()">资质</b>未通过<img src=x onerror=alert(1)>');
    expect(tags).toEqual({ before: '资质未通过', link: null, after: '' });
  });

  it('strips markup inside the link text', () => {
    const parsed = parseMessageLink('<a href="/zzzj"><span>查看</span>进度</a>');
    expect(parsed.link?.text).toBe('查看进度');
  });

  it('gives a message without a link back as text', () => {
    expect(parseMessageLink('资质审核通过后才能采购')).toEqual({
      before: '资质审核通过后才能采购',
      link: null,
      after: '',
    });
  });
});

describe('safeHref', () => {
  it('allows in-app paths and http(s) only', () => {
    expect(safeHref('/zzzj')).toEqual({ href: '/zzzj', internal: true });
    expect(safeHref('http://a.example')).toEqual({ href: 'http://a.example', internal: false });
    for (const bad of ['javascript:x', 'data:text/html,x', '//host', '/\\host', 'zzzj', ''])
      expect(safeHref(bad)).toBeNull();
  });
});
