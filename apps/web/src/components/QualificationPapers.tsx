import type { PaperItem } from '@shop/contract';
import { Alert, Empty, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useUserInfo } from '../api/account/get-user-info';
import { useGoodsPapers } from '../api/qualification/get-goods-papers';
import { useShopPapers } from '../api/qualification/get-shop-papers';
import { loginPath } from '../lib/login-path';
import { ButtonLink } from './ButtonLink';
import { LoadFailed } from './LoadFailed';
import styles from './QualificationPapers.module.css';

// 首营资料 as buyers download them (the goods page and the order detail):
// the shop's own licences and each goods' approval documents. The server
// hands them to approved companies only; a visitor is asked to log in, a
// company still under review is told when they open up.

/** Who may see the papers: children for an approved buyer, otherwise why not. */
export function PapersGate({ children }: { children: ReactNode }) {
  const { user, isVisitor, isPending } = useUserInfo();
  const location = useLocation();
  if (isPending) return <Spin />;
  if (isVisitor || !user)
    return (
      <Alert
        type="info"
        showIcon
        title="登录并通过资质审核后，可在此下载本公司证照和商品首营资料"
        action={
          <ButtonLink size="small" type="primary" to={loginPath(location.pathname)}>
            登录
          </ButtonLink>
        }
      />
    );
  if (!user.is_passed)
    return <Alert type="warning" showIcon title="资质审核通过后可下载首营资料" />;
  return children;
}

/** One paper a line: what it is, its number and validity, and the download. */
export function PaperList({ items, empty }: { items: PaperItem[]; empty: string }) {
  if (items.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
  return (
    <ul className={styles.list}>
      {items.map((p) => {
        const name = p.title ? `${p.kind_name}（${p.title}）` : p.kind_name;
        return (
          <li key={p.file_url}>
            <span className={styles.name}>{name}</span>
            {p.number && <span className={styles.muted}>编号 {p.number}</span>}
            {p.expires_on && (
              <span className={p.expired ? styles.expired : styles.muted}>
                有效期至 {p.expires_on}
                {p.expired ? '（已过期）' : ''}
              </span>
            )}
            <a href={p.file_url} download aria-label={`下载${name}`}>
              下载{p.file_type === 'application/pdf' ? ' PDF' : '图片'}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/** The shop's licences (营业执照, 药品经营许可证 …). */
export function ShopPapers() {
  const papers = useShopPapers(true);
  if (papers.isPending) return <Spin />;
  if (!papers.data) return <LoadFailed what="本公司证照" query={papers} />;
  return <PaperList items={papers.data.items} empty="暂无证照" />;
}

/** One goods' approval documents (注册证、说明书 …). */
export function GoodsPapers({ goodsId }: { goodsId: number }) {
  const papers = useGoodsPapers(goodsId, true);
  if (papers.isPending) return <Spin />;
  if (!papers.data) return <LoadFailed what="商品首营资料" query={papers} />;
  return <PaperList items={papers.data.items} empty="该商品的首营资料尚未上传，可联系客服索取" />;
}

/** The goods page's 首营资料: the shop's licences and this goods' documents. */
export function QualificationPapers({ goodsId }: { goodsId: number }) {
  return (
    <PapersGate>
      <section className={styles.part} aria-label="本公司证照">
        <h4>本公司证照</h4>
        <ShopPapers />
      </section>
      <section className={styles.part} aria-label="商品资料">
        <h4>商品资料</h4>
        <GoodsPapers goodsId={goodsId} />
      </section>
    </PapersGate>
  );
}
