import type { ThemeConfig } from 'antd';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#0c9f6a',
    colorLink: '#0c9f6a',
    colorError: '#f0302c',
    borderRadius: 4,
    fontSize: 14,
  },
};
