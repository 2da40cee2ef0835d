import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { prefetchFirstPage } from './api/first-page-prefetch';
import { createQueryClient } from './api/query-client';
import { handleApiError } from './lib/api-error-handler';
import { router } from './router';
import './styles/global.css';
import { theme } from './theme';

dayjs.locale('zh-cn');

const queryClient = createQueryClient(handleApiError);
prefetchFirstPage(queryClient, window.location.pathname);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <ConfigProvider locale={zhCN} theme={theme}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ConfigProvider>
  </StrictMode>,
);
