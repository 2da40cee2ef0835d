import type { ThemeConfig } from 'antd';

/**
 * The shop's green and red, darkened to meet WCAG AA (4.5:1) for text on
 * white and white on them (#0c9f6a was 3.4:1, #f0302c 4.1:1); secondary and
 * placeholder text likewise (docs/decisions/2026-11-28-page-quality.md).
 * antd derives the light tints (a selected cart line, an active option) from
 * the primary, and from a green this dark it derives #a5b8ae, on which the
 * muted text reads 2.6:1: the two background tints are given, light enough
 * for 4.5:1 (muted 4.75, price red 4.57 on the hovered one). The border tints
 * stay derived: they draw the focus ring, which needs 3:1 on white.
 */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#07794f',
    colorPrimaryBg: '#ebf6f0',
    colorPrimaryBgHover: '#e8f5ee',
    // The focus glow of inputs, derived from the tint: given, or it all but vanishes.
    controlOutline: 'rgba(7, 121, 79, 0.24)',
    colorLink: '#07794f',
    colorError: '#d4261f',
    colorTextDescription: '#6b6b6b',
    colorTextTertiary: '#6b6b6b',
    colorTextPlaceholder: '#767676',
    borderRadius: 4,
    fontSize: 14,
  },
};
