import { Result } from 'antd';
import { ButtonLink } from '../../components/ButtonLink';

export function NotFoundPage() {
  return (
    <Result
      status="404"
      title="404"
      subTitle="抱歉，您访问的页面不存在"
      extra={
        <ButtonLink type="primary" to="/">
          返回首页
        </ButtonLink>
      }
    />
  );
}
