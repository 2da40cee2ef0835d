import { Steps } from 'antd';
import { Link } from 'react-router';
import { useConfig } from '../../api/content/get-config';
import { MAX_PHOTOS } from '../../api/order/after-sales';
import styles from './ReturnPolicyPage.module.css';

/**
 * /help/zfps/ypth 药品退换: the rules the after-sales flow applies
 * (modules/aftersales; docs/decisions/2026-11-23-after-sales.md), in the
 * buyer's words. Figures come from the same constants the server checks.
 */
export function ReturnPolicyPage() {
  const { data: config } = useConfig();
  const site = config?.site;
  return (
    <article className={styles.page}>
      <h1>药品退换</h1>
      <p className={styles.lead}>
        药品属于特殊商品。依据《药品经营质量管理规范》，除质量问题、发错货、运输破损、数量短缺或效期与描述不符外，药品一经售出不予退换。
      </p>

      <h2>可申请售后的订单</h2>
      <ul>
        <li>已付款（待发货）、待收货和已完成的订单，可在订单详情中点击「申请售后」。</li>
        <li>
          <strong>仅退款</strong>：商品尚未发出，或收到的商品无需寄回（如缺件）时选择。
        </li>
        <li>
          <strong>退货退款</strong>：商品已发出、需要寄回时选择，仅限已发货的商品。
        </li>
        <li>一次申请可选择同一订单中的多种商品及其数量；同一商品退换的总数不超过购买数量。</li>
        <li>冷链药品、拆零药品及特殊管理药品，如无质量问题不予退换。</li>
      </ul>

      <h2>办理流程</h2>
      <Steps
        className={styles.steps}
        direction="vertical"
        size="small"
        current={-1}
        items={[
          {
            title: '提交申请',
            description: `在订单详情选择商品和数量，填写原因，可上传最多 ${MAX_PHOTOS} 张照片（批号、效期、破损处）。`,
          },
          { title: '审核', description: '资质审核人员核实后通过或拒绝，拒绝时会写明原因。' },
          {
            title: '寄回商品（退货退款）',
            description: '审核通过后，请将商品连同原包装寄回，并在订单详情中填写快递公司和单号。',
          },
          { title: '仓库验收', description: '仓库收到并验收商品，完好可售的商品重新入库。' },
          {
            title: '退款',
            description: '财务办理退款，进度在订单详情和「我的订单 › 售后」中随时可查。',
          },
        ]}
      />

      <h2>退款金额与去向</h2>
      <ul>
        <li>
          退款按商品实际支付的金额计算：订单的满减、优惠券等优惠按各商品金额比例分摊，退部分数量时按数量折算，精确到分。
        </li>
        <li>运费不予退还。</li>
        <li>
          使用账户余额支付的订单，退款退回账户余额，可在「账户余额」明细中查看；在线支付的订单原路退回。
        </li>
      </ul>

      <h2>联系我们</h2>
      <p>
        办理中有任何疑问，请联系客服
        {site?.hot_line && (
          <>
            ：<strong>{site.hot_line}</strong>
          </>
        )}
        {site?.service_hours && `（${site.service_hours}）`}。
        {site?.complaint_line && ` 投诉电话：${site.complaint_line}。`}
      </p>
      <p>
        <Link to="/order?status=aftersales">查看我的售后申请</Link>
      </p>
    </article>
  );
}
