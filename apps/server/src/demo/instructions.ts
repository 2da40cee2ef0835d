import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';

// 说明书 for every demo goods, written by the database in one statement: the
// texts come from the goods' own facts (name, indication, specification,
// dosage form, approval number, manufacturer) and a few sentences per top
// category, so 20,000 inserts cost one INSERT ... SELECT.

type CategoryText = { usage: string; adverse: string; contra: string; caution: string };

const drug = (usage: string, adverse: string, caution: string): CategoryText => ({
  usage,
  adverse,
  contra: '对本品及所含成分过敏者禁用。',
  caution,
});

const byRoot: Record<string, CategoryText> = {
  抗感染药: drug(
    '口服。成人一次1～2个单位，一日2～3次；儿童用量请遵医嘱。疗程一般为5～7日。',
    '偶见恶心、腹泻、皮疹等，停药后可自行消失；极少数可发生过敏反应。',
    '用药前应详细询问过敏史；须按疗程足量使用，不宜自行中途停药。',
  ),
  感冒呼吸: drug(
    '口服。成人一次1个单位，一日3次；或遵医嘱。',
    '偶见轻度头晕、乏力、恶心、口干。',
    '服药期间不得饮酒；不宜同时服用与本品成分相似的其他抗感冒药；用药3天症状未缓解请咨询医师。',
  ),
  心脑血管: drug(
    '口服。一次1个单位，一日1～2次，或遵医嘱调整剂量。',
    '可见头痛、头晕、面部潮红、踝部水肿，多为轻度且短暂。',
    '须在医师指导下长期规律服药，不可擅自停药；用药期间定期监测血压及相关指标。',
  ),
  消化系统: drug(
    '口服。一次1个单位，一日2～3次，饭前或遵医嘱服用。',
    '偶见口干、便秘、腹胀等轻度胃肠道反应。',
    '症状持续或加重请及时就医；服药期间忌食辛辣油腻食物。',
  ),
  中成药: drug(
    '口服。一次1个单位，一日2～3次，温开水送服；或遵医嘱。',
    '尚不明确。',
    '忌烟、酒及辛辣、生冷、油腻食物；服药一周症状无缓解，应去医院就诊。',
  ),
  医疗器械: {
    usage: '使用前请仔细阅读产品说明，按说明步骤操作。',
    adverse: '按说明正常使用未见不良反应报告。',
    contra: '包装破损或超过有效期的产品禁止使用。',
    caution: '一次性使用产品用后销毁，不得重复使用；请放置于儿童不能触及处。',
  },
  中药饮片: {
    usage: '煎服或遵医嘱。用量3～10g。',
    adverse: '尚不明确。',
    contra: '孕妇慎用；对本品过敏者禁用。',
    caution: '请在中医师指导下配伍使用；发霉、虫蛀者勿用。',
  },
  内分泌代谢: drug(
    '口服。一次1个单位，一日1～3次，随餐服用；剂量须遵医嘱个体化调整。',
    '可见胃肠道不适；剂量过大时可能出现低血糖等反应。',
    '用药期间定期监测血糖、肝肾功能等指标；不得随意增减剂量。',
  ),
  维生素矿物质: drug(
    '口服。成人一次1个单位，一日1～2次。',
    '偶见胃部不适、便秘。',
    '请按推荐剂量服用，不宜超量；儿童须在成人监护下使用。',
  ),
  皮肤五官: drug(
    '外用或局部使用。一日2～3次，或遵医嘱。',
    '偶见局部刺激、烧灼感或瘙痒。',
    '避免接触眼睛及其他黏膜；用药部位如有烧灼感、红肿等情况应停药并洗净。',
  ),
  妇科儿科: drug(
    '按说明或遵医嘱使用；儿童用量按体重计算。',
    '偶见轻度胃肠道反应。',
    '儿童必须在成人监护下使用；孕妇及哺乳期妇女请在医师指导下使用。',
  ),
  风湿骨科: drug(
    '口服或外用。一次1个单位，一日2～3次；外用者贴敷或涂搽于患处。',
    '偶见胃部不适；外用者偶见局部皮肤瘙痒、皮疹。',
    '皮肤破损处禁用外用制剂；有消化道溃疡病史者慎用口服制剂。',
  ),
  神经精神: drug(
    '口服。剂量须遵医嘱，从小剂量开始逐步调整。',
    '可见嗜睡、头晕、乏力；偶见口干、便秘。',
    '服药期间不宜驾驶车辆或操作机械；不得突然停药，须在医师指导下逐渐减量。',
  ),
  注射输液: drug(
    '静脉滴注或肌内注射。剂量及滴速遵医嘱。',
    '偶见注射部位疼痛、静脉炎；罕见过敏性休克。',
    '须在医疗机构由医护人员使用；用前检查药液，如有浑浊、沉淀或瓶身破损切勿使用。',
  ),
  保健食品: {
    usage: '口服。每日1～2次，每次1个单位。',
    adverse: '尚不明确。',
    contra: '少年儿童、孕妇、乳母不宜食用。',
    caution: '本品不能代替药物；适宜人群外的人群不推荐食用本产品。',
  },
};

const fallback = byRoot.中成药!;

/** What the dosage form looks like (性状). */
const looks: [pattern: string, text: string][] = [
  ['%胶囊%', '本品为胶囊剂，内容物为白色至类白色粉末或颗粒。'],
  ['%分散片%', '本品为白色或类白色片，遇水可迅速崩解分散。'],
  ['%片%', '本品为片剂，除去包衣后显白色或类白色。'],
  ['%颗粒%', '本品为颗粒剂，味甜或微苦。'],
  ['%口服液%', '本品为棕红色至棕褐色液体，味甜、微苦。'],
  ['%注射%', '本品为无色至微黄色的澄明液体。'],
  ['%软膏%', '本品为乳白色或淡黄色软膏。'],
  ['%乳膏%', '本品为白色乳膏。'],
  ['%丸%', '本品为丸剂，气微香，味微苦。'],
  ['%饮片%', '本品为不规则的片、段或块，气香，味微苦。'],
];

export async function insertInstructions(tx: Tx): Promise<void> {
  const texts = JSON.stringify(Object.entries(byRoot).map(([root, t]) => ({ root, ...t })));
  const lookCase = sql.join(
    looks.map(
      ([like, text]) => sql`WHEN g.dosage_form LIKE ${like} OR g.name LIKE ${like} THEN ${text}`,
    ),
    sql` `,
  );
  const t = (k: keyof CategoryText) => sql`coalesce(t.${sql.raw(k)}, ${fallback[k]})`;
  // JSON is written as text and parsed once per row: building it with
  // jsonb functions costs several times more on the embedded database. The
  // sections shared by a whole top category are written once per category.
  const item = (title: string, html: ReturnType<typeof sql>) =>
    sql`'{"title":"${sql.raw(title)}","html":' || to_json('<p>' || ${html} || '</p>')::text || '}'`;
  await tx.execute(sql`
    WITH shared AS (
      SELECT r.id, concat_ws(',',
        ${item('用法用量', t('usage'))},
        ${item('不良反应', t('adverse'))},
        ${item('禁忌', t('contra'))},
        ${item('注意事项', t('caution'))},
        ${item('贮藏', sql`'密封，置阴凉干燥处（不超过20℃）保存。'`)}) AS json
      FROM categories r
      LEFT JOIN jsonb_to_recordset(${texts}::jsonb)
        AS t(root text, usage text, adverse text, contra text, caution text) ON t.root = r.name
      WHERE r.parent_id IS NULL)
    INSERT INTO goods_instructions (goods_id, sections)
    SELECT g.id, ('[' || concat_ws(',',
      ${item('成分', sql`'本品主要成分为' || regexp_replace(g.name, '\\(.*\\)$', '') || '。'`)},
      ${item('性状', sql`CASE ${lookCase} ELSE '本品为' || g.dosage_form || '。' END`)},
      ${item('适应症', sql`CASE WHEN g.remarks = '' THEN c.name ELSE rtrim(g.remarks, '。') END || '。'`)},
      ${item('规格', sql`g.specification`)},
      shared.json,
      ${item('有效期', sql`'24个月。本批产品有效期至 ' || to_char(g.expiry_date, 'YYYY年MM月DD日') || '。'`)},
      ${item('批准文号', sql`CASE WHEN g.approval_number = '' THEN '—' ELSE g.approval_number END`)},
      ${item('生产企业', sql`g.manufacturer`)}
    ) || ']')::jsonb
    FROM goods g
    JOIN categories c ON c.id = g.category_id
    JOIN shared ON shared.id = g.category_root_id`);
}
