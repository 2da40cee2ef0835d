import { App } from 'antd';
import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { registerFeedback } from '../lib/feedback';
import { makeMeasureRowsInert } from '../lib/inert-measure-rows';

/** Lends the antd App (message, modal) and navigate to the API error listener. */
export function AppShell() {
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  useEffect(() => {
    registerFeedback({ message, modal, navigate: (to, options) => navigate(to, options) });
    return () => registerFeedback(null);
  }, [message, modal, navigate]);
  useEffect(() => makeMeasureRowsInert(document.body), []);
  return <Outlet />;
}
