import type { ThemeConfig } from 'antd';

/**
 * antd's blue and greys one step darker so text meets WCAG AA (4.5:1):
 * #1677ff is 4.1:1 on white, placeholders and descriptions (25-45% black)
 * 1.6-2.8:1; preset tags' text in tags.css (docs/decisions/2026-11-28-page-quality.md).
 */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#0958d9',
    colorLink: '#0958d9',
    colorTextDescription: '#6b6b6b',
    colorTextTertiary: '#6b6b6b',
    colorTextPlaceholder: '#767676',
    colorSuccessText: '#237804',
    colorWarningText: '#ad4e00',
  },
};
