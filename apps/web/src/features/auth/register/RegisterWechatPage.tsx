import { Alert, Result, Steps } from 'antd';
import { WECHAT_REGISTER_TICKET } from '../../../api/wechat/wechat';
import { ButtonLink } from '../../../components/ButtonLink';
import styles from './RegisterPage.module.css';
import { RegisterStep1 } from './RegisterStep1';

const STEP_ITEMS = [
  { title: '注册账号' },
  { title: '企业信息' },
  { title: '资质信息' },
  { title: '等待审核' },
];

/**
 * /register/wechat: a WeChat scanned on the login page that is bound to no
 * login registers a new company; its login is bound to that WeChat. The
 * further steps are the usual /register/step2 and step3.
 */
export function RegisterWechatPage() {
  const saved = sessionStorage.getItem(WECHAT_REGISTER_TICKET);
  const { ticket, nickname } = saved
    ? (JSON.parse(saved) as { ticket: string; nickname: string })
    : { ticket: null, nickname: '' };
  return (
    <div className={`container ${styles.page}`}>
      <Steps className={styles.steps} current={0} items={STEP_ITEMS} />
      {ticket ? (
        <>
          <Alert
            type="info"
            showIcon
            className={styles.steps}
            title={`微信「${nickname}」尚未绑定药采商城账号`}
            description="注册新企业账号后将自动绑定该微信，以后可直接扫码登录。已有账号请先用密码登录，再到 账户中心 → 绑定微信 绑定。"
          />
          <RegisterStep1 wechatTicket={ticket} />
        </>
      ) : (
        <Result
          status="info"
          title="请先在登录页用微信扫码"
          subTitle="扫码确认后，若该微信尚未绑定账号，将来到这里注册新企业。"
          extra={
            <ButtonLink type="primary" to="/login">
              去登录页
            </ButtonLink>
          }
        />
      )}
    </div>
  );
}
