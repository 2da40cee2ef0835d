import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import { handleApiError } from './api-error-handler';
import { type Feedback, registerFeedback } from './feedback';

type ModalConfig = { content: string; okText: string; onOk?: () => void; afterClose?: () => void };

let navigate: ReturnType<typeof vi.fn>;
let reload: ReturnType<typeof vi.fn>;
let modals: ModalConfig[];
let messages: unknown[];

beforeEach(() => {
  vi.useFakeTimers();
  navigate = vi.fn();
  reload = vi.fn();
  modals = [];
  messages = [];
  vi.stubGlobal('window', { location: { pathname: '/list', search: '?select=3', reload } });
  vi.stubGlobal('console', { ...console, error: vi.fn() });
  const modal = (config: ModalConfig) => {
    modals.push(config);
    return { destroy: () => config.afterClose?.(), update: () => {} };
  };
  registerFeedback({
    navigate,
    modal: { warning: modal, error: modal },
    message: { error: (m: unknown) => messages.push(m) },
  } as unknown as Feedback);
});

afterEach(() => {
  registerFeedback(null);
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const error = (kind: ApiError['kind'], message = '提示', details: ApiError['details'] = {}) =>
  new ApiError(kind, message, details);

describe('handleApiError', () => {
  it('sends a visitor to login, remembering the page', () => {
    handleApiError(error('auth'));
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Flist%3Fselect%3D3');
  });

  it('stays quiet for silentAuth calls such as user info', () => {
    handleApiError(error('auth', '请先登录', { silentAuth: true }));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows the 459 message, then goes to /dzht', () => {
    handleApiError(error('contract', '请先签署电子合同'));
    expect(modals[0]?.content).toBe('请先签署电子合同');
    expect(navigate).not.toHaveBeenCalled();
    modals[0]?.onOk?.();
    expect(navigate).toHaveBeenCalledWith('/dzht');
  });

  it('alerts a refusal once even when several calls fail alike', () => {
    handleApiError(error('business', '该商品已下架'));
    handleApiError(error('business', '该商品已下架'));
    expect(modals).toHaveLength(1);
  });

  it('leaves refusals to forms that show them inline', () => {
    handleApiError(error('business', '用户名或密码错误'), { inlineErrors: true });
    handleApiError(error('validation', '请输入密码'), { inlineErrors: true });
    expect(modals).toHaveLength(0);
    expect(messages).toHaveLength(0);
  });

  it('shows the first field error of a 422', () => {
    handleApiError(error('validation', '请输入企业名称'));
    expect(messages).toEqual(['请输入企业名称']);
  });

  it('offers a refresh after a timeout', () => {
    handleApiError(error('timeout', '请求超时，请刷新页面'));
    expect(modals[0]).toMatchObject({ content: '请求超时，请刷新页面', okText: '刷新' });
    modals[0]?.onOk?.();
    expect(reload).toHaveBeenCalled();
  });

  it('hides 5xx details behind one busy message', () => {
    handleApiError(error('server', 'anything'));
    expect(messages).toEqual([{ content: '系统繁忙，请稍候再试', key: 'server-busy' }]);
  });

  it('ignores cancelled requests', () => {
    handleApiError(error('cancelled'));
    expect([modals.length, messages.length, navigate.mock.calls.length]).toEqual([0, 0, 0]);
  });
});
