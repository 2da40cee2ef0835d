import type { RegisterStatus } from '@shop/contract';
import { Result, Steps } from 'antd';
import { Navigate } from 'react-router';
import { useRegisterStatus } from '../../../api/account/get-register-status';
import { useZizhi } from '../../../api/account-centre/get-zizhi';
import { ButtonLink } from '../../../components/ButtonLink';
import { LoadFailed } from '../../../components/LoadFailed';
import { PageSpinner } from '../../../components/PageSpinner';
import { FirstBusinessDocuments } from './FirstBusinessDocuments';
import formStyles from './RegisterForm.module.css';
import styles from './RegisterPage.module.css';
import { RegisterStep1 } from './RegisterStep1';
import { RegisterStep2 } from './RegisterStep2';
import { RegisterStep3 } from './RegisterStep3';

type Step = 1 | 2 | 3;

/** Where this account's registration continues; 'done' once credentials are submitted. */
function nextStep(status: RegisterStatus | null): Step | 'done' {
  if (!status) return 1;
  if (status.review === 'pending' || status.review === 'approved') return 'done';
  // The account gets an empty company at step 1; step 2 gives it a name.
  if (!status.company?.name) return 2;
  return 3;
}

const STEP_ITEMS = [
  { title: '注册账号' },
  { title: '企业信息' },
  { title: '资质信息' },
  { title: '等待审核' },
];

/** /register/step1-3: resumes at the right step from GET /api/user/register/status. */
export function RegisterPage({ step }: { step: Step }) {
  const status = useRegisterStatus();

  if (status.isPending) return <PageSpinner padding={80} />;
  // A visitor's status is null, not an error: this is a failed load.
  if (status.isError) return <LoadFailed what="注册信息" query={status} />;
  const data = status.data ?? null;
  const expected = nextStep(data);

  if (expected === 'done' && step !== 3) return <Navigate to="/register/step3" replace />;
  // Going back one step to correct the company is allowed; skipping ahead is not.
  if (expected !== 'done') {
    const allowed = step === expected || (step === 2 && expected === 3);
    if (!allowed) return <Navigate to={`/register/step${expected}`} replace />;
  }

  return (
    <div className={`container ${styles.page}`}>
      <Steps
        className={styles.steps}
        current={expected === 'done' ? 3 : step - 1}
        items={STEP_ITEMS}
      />
      {expected === 'done' && data && <Submitted status={data} />}
      {expected !== 'done' && step === 1 && <RegisterStep1 />}
      {expected !== 'done' && step === 2 && (
        <RegisterStep2 company={data?.company?.name ? data.company : null} />
      )}
      {expected !== 'done' && step === 3 && data && <RegisterStep3 status={data} />}
    </div>
  );
}

function Submitted({ status }: { status: RegisterStatus }) {
  const approved = status.review === 'approved';
  // Under review: each document's state, and a returned one can be sent again here.
  const zizhi = useZizhi(!approved);
  return (
    <>
      <Result
        status={approved ? 'success' : 'info'}
        title={approved ? '资质已审核通过' : '资料已提交，等待审核'}
        subTitle={
          approved
            ? '您可以开始采购了。'
            : `${status.company?.name ?? ''} 的资质资料已提交，审核通过后即可下单采购，审核期间可以浏览商品和价格。`
        }
        extra={
          <ButtonLink type="primary" to="/">
            返回首页
          </ButtonLink>
        }
      />
      {!approved && zizhi.data && (
        <div className={formStyles.documents}>
          <FirstBusinessDocuments z={zizhi.data} replaceable={false} />
        </div>
      )}
    </>
  );
}
