import { Empty, Image } from 'antd';
import { useConfig } from '../../api/content/get-config';
import { useShopLicences } from '../../api/help/get-shop-licences';
import { PageSpinner } from '../../components/PageSpinner';
import styles from './SjzzPage.module.css';

/** /sjzz (/zzfw_sjzz): the shop's own licences, with their pictures and numbers. */
export function SjzzPage() {
  const { data: licences, isPending } = useShopLicences();
  const { data: config } = useConfig();
  if (isPending) return <PageSpinner padding={80} />;
  return (
    <div className={`container ${styles.page}`}>
      <h1>商家资质</h1>
      {config && (
        <p className={styles.lead}>
          {config.site.company}依法取得以下经营资质，点击图片可查看大图。
        </p>
      )}
      {!licences || licences.length === 0 ? (
        <Empty description="暂无资质信息" />
      ) : (
        <Image.PreviewGroup>
          <ul className={styles.grid}>
            {licences.map((l) => (
              <li key={l.id}>
                <Image src={l.image} alt={l.name} width="100%" />
                <h2>{l.name}</h2>
                <dl>
                  <dt>证书编号</dt>
                  <dd>{l.number}</dd>
                  {l.issuer && (
                    <>
                      <dt>发证机关</dt>
                      <dd>{l.issuer}</dd>
                    </>
                  )}
                  <dt>有效期至</dt>
                  <dd>{l.valid_until || '长期'}</dd>
                </dl>
              </li>
            ))}
          </ul>
        </Image.PreviewGroup>
      )}
    </div>
  );
}
