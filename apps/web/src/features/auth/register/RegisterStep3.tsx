import type { RegisterStatus } from '@shop/contract';
import { Alert, Button } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSubmitCredentials } from '../../../api/account/submit-credentials';
import { useZizhi } from '../../../api/account-centre/get-zizhi';
import { isApiError } from '../../../api/api-error';
import { LoadFailed } from '../../../components/LoadFailed';
import { PageSpinner } from '../../../components/PageSpinner';
import { documentRows, documentsComplete, FirstBusinessDocuments } from './FirstBusinessDocuments';
import styles from './RegisterForm.module.css';

/**
 * Step 3: the first-business documents (首营资料), each a file with its
 * number and dates; the company goes to review once the required ones are in.
 */
export function RegisterStep3({ status }: { status: RegisterStatus }) {
  const zizhi = useZizhi();
  const submit = useSubmitCredentials();
  const [notice, setNotice] = useState<string | null>(null);
  if (zizhi.isPending) return <PageSpinner padding={40} />;
  if (zizhi.isError) return <LoadFailed what="资质资料" query={zizhi} />;
  const complete = documentsComplete(documentRows(zizhi.data));

  return (
    <div className={styles.documents}>
      {status.review === 'rejected' && (
        <Alert
          type="warning"
          showIcon
          title="上次提交的资质未通过审核，请核对后重新提交"
          description={status.review_reason ? `驳回原因：${status.review_reason}` : undefined}
          className={styles.alert}
        />
      )}
      <p className={styles.hint}>
        请上传以下首营资料（JPG、PNG、WebP 图片或 PDF，每份不超过 5 MB），并填写证件编号和有效期。
        采购人身份证仅用于资质审核，平台展示时隐藏中间号码。
      </p>
      <FirstBusinessDocuments z={zizhi.data} replaceable />
      {notice && <Alert type="error" showIcon title={notice} className={styles.alert} />}
      <div className={styles.submit}>
        <Button
          type="primary"
          size="large"
          disabled={!complete}
          loading={submit.isPending}
          onClick={() => {
            setNotice(null);
            submit.mutate(undefined, {
              onError: (e) => setNotice(isApiError(e) ? e.message : '提交失败，请重试'),
            });
          }}
        >
          提交审核
        </Button>
        <p className={styles.hint}>
          {complete ? '' : '必填资料上传齐全后即可提交审核。'}
          企业信息有误？<Link to="/register/step2">返回修改</Link>
        </p>
      </div>
    </div>
  );
}
