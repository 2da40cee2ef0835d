// Pictures drawn as SVG from the data they show, so a fresh shop needs no
// image files and no external URLs. Every string is XML-escaped.

export const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c]};`,
  );

const PALETTE = [
  '#1677ff',
  '#13a8a8',
  '#52c41a',
  '#fa8c16',
  '#eb2f96',
  '#722ed1',
  '#2f54eb',
  '#d4380d',
];

export const colourFor = (n: number) => PALETTE[Math.abs(n) % PALETTE.length]!;

/** Splits text into lines of at most `width` characters (CJK counts one each). */
export function wrap(text: string, width: number, maxLines: number): string[] {
  const chars = [...text];
  const lines: string[] = [];
  for (let i = 0; i < chars.length && lines.length < maxLines; i += width) {
    lines.push(chars.slice(i, i + width).join(''));
  }
  if (chars.length > width * maxLines)
    lines[maxLines - 1] = `${lines[maxLines - 1]!.slice(0, -1)}…`;
  return lines;
}

const FONT = `font-family="'Noto Sans CJK SC','PingFang SC','Microsoft YaHei',sans-serif"`;

type PackShot = {
  name: string;
  spec: string;
  maker: string;
  unit: string;
  id: number;
  view: number;
};

/** A medicine box; views 1..5 turn the box and change the accent. */
export function packShotSvg(p: PackShot): string {
  const colour = colourFor(p.id + p.view);
  const lines = wrap(p.name, 9, 2);
  const tilt = [0, -6, 6, -3, 3][(p.view - 1) % 5]!;
  const title = lines
    .map(
      (l, i) =>
        `<text x="200" y="${170 + i * 40}" text-anchor="middle" font-size="32" font-weight="700" fill="#1f1f1f" ${FONT}>${escapeXml(l)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400">
<rect width="400" height="400" fill="#f5f7fa"/>
<g transform="rotate(${tilt} 200 200)">
<rect x="50" y="70" width="300" height="260" rx="10" fill="#fff" stroke="${colour}" stroke-width="4"/>
<rect x="50" y="70" width="300" height="56" rx="10" fill="${colour}"/>
<rect x="50" y="110" width="300" height="16" fill="${colour}"/>
<text x="200" y="108" text-anchor="middle" font-size="22" fill="#fff" ${FONT}>${escapeXml(p.unit ? `每${p.unit}` : '')} ${escapeXml(p.spec)}</text>
${title}
<rect x="50" y="270" width="300" height="4" fill="${colour}" opacity="0.3"/>
<text x="200" y="305" text-anchor="middle" font-size="16" fill="#595959" ${FONT}>${escapeXml(wrap(p.maker, 18, 1)[0] ?? '')}</text>
</g>
</svg>`;
}

/** A banner or zone tile showing its title. */
export function bannerSvg(
  id: number,
  title: string,
  width: number,
  height: number,
  /** The title's height as a share of the picture's (small tiles need a larger share). */
  share = 0.2,
): string {
  const colour = colourFor(id);
  // Fit the title on one line: CJK glyphs are about one em wide.
  const size = Math.round(
    Math.min(height * share, (width * 0.85) / Math.max([...title].length, 4)),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="${colourFor(id + 3)}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
<circle cx="${width * 0.85}" cy="${height * 0.2}" r="${height * 0.6}" fill="#fff" opacity="0.08"/>
<text x="${width / 2}" y="${height / 2}" dominant-baseline="middle" text-anchor="middle" font-size="${size}" font-weight="700" fill="#fff" ${FONT}>${escapeXml(title)}</text>
</svg>`;
}

/** A round category icon with the category's first character. */
export function categorySvg(id: number, name: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">
<circle cx="32" cy="32" r="30" fill="${colourFor(id)}"/>
<text x="32" y="33" dominant-baseline="middle" text-anchor="middle" font-size="28" fill="#fff" ${FONT}>${escapeXml([...name][0] ?? '')}</text>
</svg>`;
}

/** A licence certificate as the shop's qualifications page (/sjzz) shows it. */
export function licenceSvg(l: {
  id: number;
  name: string;
  number: string;
  issuer: string;
  validUntil: string;
}): string {
  const colour = colourFor(l.id);
  const line = (y: number, label: string, value: string) =>
    `<text x="60" y="${y}" font-size="20" fill="#333" ${FONT}>${escapeXml(label)}：${escapeXml(value)}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 420" width="600" height="420">
<rect width="600" height="420" fill="#fffdf5"/>
<rect x="14" y="14" width="572" height="392" fill="none" stroke="${colour}" stroke-width="6"/>
<rect x="24" y="24" width="552" height="372" fill="none" stroke="${colour}" stroke-width="1.5"/>
<text x="300" y="92" text-anchor="middle" font-size="34" font-weight="700" fill="${colour}" ${FONT}>${escapeXml(l.name)}</text>
${line(170, '证书编号', l.number)}
${line(215, '企业名称', '北京药采医药科技有限公司')}
${line(260, '发证机关', l.issuer || '—')}
${line(305, '有效期至', l.validUntil || '长期')}
<circle cx="480" cy="330" r="50" fill="none" stroke="#d4380d" stroke-width="4" opacity="0.8"/>
<text x="480" y="336" text-anchor="middle" font-size="16" fill="#d4380d" opacity="0.8" ${FONT}>演示样图</text>
</svg>`;
}
