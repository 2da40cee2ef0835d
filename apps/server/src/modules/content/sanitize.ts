import sanitizeHtml from 'sanitize-html';

// Help articles and news are rich text typed by staff: kept to a small set of
// formatting tags, links only to http(s), mailto, tel and the shop's own paths;
// sanitised when saved AND when served (a row written some other way, or
// under older rules, is still served clean).

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'a',
    'img',
    'span',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // Scripts and styles go with their content; other unknown tags keep their text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object'],
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link that opens a new tab cannot reach back into the shop's window.
    a: (tagName, attribs) =>
      attribs.target === '_blank'
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
        : { tagName, attribs },
  },
};

export const sanitizeArticle = (html: string) => sanitizeHtml(html, SANITIZE).trim();
