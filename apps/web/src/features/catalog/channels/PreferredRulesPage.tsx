import { Link } from 'react-router';
import styles from './PreferredRulesPage.module.css';

/**
 * /yx_rule (alias /yx/rule), titled 优选专区规则: what the preferred zone is
 * and how the shop treats its goods (is_youx; the separate free-shipping
 * threshold of the shipping rule in the console's 站点设置).
 */
export function PreferredRulesPage() {
  return (
    <article className={styles.page}>
      <h1>优选专区规则</h1>
      <h2>什么是优选商品</h2>
      <ul>
        <li>优选商品由平台从合作的品牌厂家与一级经销商中甄选，商品卡片上标有「优选」字样。</li>
        <li>优选商品均为正规渠道供货，随货附检验报告，可在商品详情中查看批准文号与效期。</li>
        <li>优选专区是否对您开放，由您的会员资质决定；未开放时可联系专属客服申请。</li>
      </ul>
      <h2>价格与优惠</h2>
      <ul>
        <li>优选商品按会员价销售，阶梯价按单个商品的采购数量计算。</li>
        <li>优选商品可参加其所在的满减活动，并可使用适用范围内的优惠券和现金券。</li>
      </ul>
      <h2>运费</h2>
      <ul>
        <li>
          优选商品单独计算包邮门槛：购物车中已选优选商品的金额达到优选包邮门槛即免运费，与普通商品的包邮门槛互不影响。
        </li>
        <li>购物车页面会分别提示普通商品与优选商品「还差多少包邮」，以结算时的提示为准。</li>
      </ul>
      <h2>售后</h2>
      <ul>
        <li>
          优选商品的退换与其他药品相同，详见 <Link to="/help/zfps/ypth">药品退换</Link>。
        </li>
      </ul>
      <p className={styles.back}>
        <Link to="/yx">返回优选专区 ›</Link>
      </p>
    </article>
  );
}
