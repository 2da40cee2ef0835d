import type { RegisterStatus } from '@shop/contract';
import { Button, Result, Steps } from 'antd';
import { Navigate } from 'react-router';
import { useRegisterStatus } from '../../../api/account/get-register-status';
import { useUserInfo } from '../../../api/account/get-user-info';
import { useAddStore } from '../../../api/account/stores';
import { ButtonLink } from '../../../components/ButtonLink';
import { LoadFailed } from '../../../components/LoadFailed';
import { PageSpinner } from '../../../components/PageSpinner';
import { storeChanged } from '../../../lib/session-flag';
import styles from './RegisterPage.module.css';
import { RegisterStep2 } from './RegisterStep2';
import { RegisterStep3 } from './RegisterStep3';

type Step = 1 | 2 | 3;

const STEP_ITEMS = [
  { title: '新建门店' },
  { title: '企业信息' },
  { title: '资质信息' },
  { title: '等待审核' },
];

/** Where adding a store continues, from the current store's registration status. */
function nextStep(status: RegisterStatus): Step | 'done' {
  if (status.review === 'pending') return 'done';
  if (status.review === 'approved') return 1;
  // A draft continues where it was left; a rejected store submits its credentials again.
  return status.company?.name ? 3 : 2;
}

/**
 * /register/dd/step1-3 (/register_dd): a logged-in main account adds a store.
 * Step 1 makes a draft store and moves the session to it; steps 2 and 3 are
 * registration's own forms, filling in that store; then it waits for review.
 */
export function RegisterDdPage({ step }: { step: Step }) {
  const { user, isVisitor } = useUserInfo();
  const status = useRegisterStatus();
  if (isVisitor) return <Navigate to="/login" replace />;
  if (status.isPending || !user) return <PageSpinner padding={80} />;
  if (status.isError || !status.data) return <LoadFailed what="门店信息" query={status} />;
  const data = status.data;
  const expected = nextStep(data);
  if (expected === 'done' && step !== 3) return <Navigate to="/register/dd/step3" replace />;
  if (expected !== 'done') {
    // Step 1 is always open (another store may be added); 2 and 3 follow the draft.
    const allowed = step === 1 || step === expected || (step === 2 && expected === 3);
    if (!allowed) return <Navigate to={`/register/dd/step${expected}`} replace />;
  }
  return (
    <div className={`container ${styles.page}`}>
      <Steps
        className={styles.steps}
        current={expected === 'done' ? 3 : step - 1}
        items={STEP_ITEMS}
      />
      {expected === 'done' && <Submitted name={data.company?.name ?? ''} />}
      {expected !== 'done' && step === 1 && <NewStore isMain={user.is_main === 1} />}
      {expected !== 'done' && step === 2 && (
        <RegisterStep2
          company={data.company?.name ? data.company : null}
          next="/register/dd/step3"
        />
      )}
      {expected !== 'done' && step === 3 && <RegisterStep3 status={data} />}
    </div>
  );
}

function NewStore({ isMain }: { isMain: boolean }) {
  const add = useAddStore();
  if (!isMain)
    return (
      <Result
        status="warning"
        title="子账号不能添加门店"
        subTitle="请使用主账号登录后添加门店。"
        extra={<ButtonLink to="/user">返回会员中心</ButtonLink>}
      />
    );
  return (
    <Result
      status="info"
      title="为当前账号添加一个门店"
      subTitle="新门店是独立的企业，有自己的资质、收货地址、购物车、订单和余额。创建后请填写它的企业信息和资质，审核通过即可用它采购；在“门店管理”里随时切换门店。"
      extra={[
        <Button
          key="add"
          type="primary"
          loading={add.isPending}
          onClick={() =>
            // The session now acts for the new store: reload so every part of the page follows.
            add.mutate(undefined, { onSuccess: () => storeChanged('/register/dd/step2') })
          }
        >
          创建新门店
        </Button>,
        <ButtonLink key="back" to="/ddgl">
          返回门店管理
        </ButtonLink>,
      ]}
    />
  );
}

function Submitted({ name }: { name: string }) {
  return (
    <Result
      status="info"
      title="新门店资料已提交，等待审核"
      subTitle={`${name} 的资质资料已提交，审核通过后即可用该门店下单采购。`}
      extra={
        <ButtonLink type="primary" to="/ddgl">
          门店管理
        </ButtonLink>
      }
    />
  );
}
