// Response shapes of docs/api.md. Field names stay as the API spells them (pinyin,
// see shared/GLOSSARY.md); components translate them into Chinese labels.

/** Yuan with two decimals, rounded down; null for visitors (shown as 登录可见). */
export type Money = string | null;

/** 0/1 flags as the API sends them. */
export type Flag = 0 | 1;

export type Page<T> = {
  data: T[];
  total: number;
  current_page: number;
  per_page: number;
  last_page: number;
};

export type GoodsImage = { list: string; 'list-mini': string };

export type GoodsTag = { name: string; describe: string; is_show: Flag; is_jump: Flag };

export type TierPrice = { number: number; price: Money };

export type Goods = {
  id: number;
  name: string;
  remarks: string;
  logo: string;
  logo1: string;
  gjbzm: string;
  pzwh: string;
  sccj: string;
  ypgg: string;
  jx: string;
  jzl: number;
  zbz: number;
  bzdw: string;
  yxq: string;
  is_xq: Flag;
  number: number;
  number_label: string;
  is_buy: Flag;
  buy_tip: string;
  xg_number: number;
  qg_number: number;
  cartNum: number;
  left_number: number;
  price: Money;
  market_price: Money;
  ori_price: Money;
  ladder_price: TierPrice[];
  ladder_price_type: Flag;
  ck_id: number;
  is_kxpz: Flag;
  is_favorite: Flag;
  is_jxq: Flag;
  is_youx: Flag;
  is_hidden: Flag;
  type: number;
  activity_type: number;
  goods_image: GoodsImage[];
  tags: GoodsTag[];
  is_free_shipping: Flag;
  free_shipping_number: number;
  category_id: number;
  category_name: string;
  buy_button_label: string;
  /** Full-reduction activity (docs/api-cart-order.md); 0 / null when the goods have none. */
  is_manjian: Flag;
  goods_manjian_id: number;
  manjian_data: Manjian | null;
};

/** A full-reduction tier: spend `amount`, take `reduce` off (yuan strings). */
export type ManjianTier = { amount: string; reduce: string };

/** A full-reduction activity; `limit` is the per-buyer quantity cap, 0 for none. */
export type Manjian = { id: number; title: string; limit: number; tiers: ManjianTier[] };

export type CategoryCrumb = { id: number; name: string };

export type GoodsDetail = Goods & { category_path: CategoryCrumb[] };

export type Category = {
  id: number;
  name: string;
  logo: string;
  logo1: string;
  children: Category[];
};

export type NavItem = {
  id: number;
  name: string;
  url: string;
  image: string;
  is_open: Flag;
  children: NavItem[];
};

export type Focus = { id: number; title: string; image: string; url: string };

export type CommonData = {
  rmss: string[];
  nav: NavItem[];
  category: Category[];
  category_zs: Category[];
  category_zy: Category[];
  timestamp: number;
  ad_top: Focus | null;
};

export type ServiceContact = { name: string; phone: string; is_default: Flag };

export type SiteConfig = {
  site: {
    title: string;
    hot_line: string;
    complaint_line: string;
    qq1: string;
    qq2: string;
    service_hours: string;
    company: string;
    address: string;
    icp: string;
  };
  licences: { name: string; number: string }[];
  default_admin: ServiceContact | null;
};

export type FriendLink = { id: number; name: string; url: string };

export type ReviewState = 'draft' | 'pending' | 'approved' | 'rejected';

export type UserInfo = {
  show: number;
  username: string;
  is_lszh: Flag;
  name: string;
  phone: string;
  company: string;
  face: string;
  rank: string;
  rank_id: number;
  admin: ServiceContact | null;
  address: string;
  is_passed: Flag;
  review: ReviewState;
  points: number;
  cart: number;
  message_count: number;
  wechat: string | null;
  common_config: { hot_line: string; qq1: string; qq2: string };
  quality_inspection: { quality_inspection_url: string; msg: string } | null;
  login_url: string;
  is_show_youx: Flag;
  is_special: Flag;
  is_can_chat: Flag;
  token: string;
};

export type CompanyKind = 'pharmacy' | 'chain' | 'clinic' | 'hospital';

export type RegisterStatus = {
  review: ReviewState;
  company: {
    name: string;
    type: CompanyKind;
    type_name: string;
    contact_name: string;
    contact_phone: string;
    email: string;
    region: string;
    address: string;
  } | null;
  credentials: { kind: string; name: string; number: string; expires: string }[];
};

/** Every goods query lives under this root so a favourite toggle can patch them all. */
export const GOODS_QUERY_ROOT = 'goods';
