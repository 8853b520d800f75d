// Shapes of the invoice draft and the issuing context (spec 01 §3 'Invoice draft', 'Goods line'; spec 02 §3.1).
// Numbers that are money or rates travel as decimal strings (numbers are tolerated and read as decimals).

/** A decimal value as forms hold it: '1234.50'; numbers are accepted and read through their decimal text. */
export type Numeric = string | number;

/**
 * Invoice types the pre-checks cover (spec 01 §9). `family` picks the limits table: `tax` for the
 * tax-control devices (disk, Ukey), `digital` for full-electronic; `special` marks the special VAT invoices.
 */
export const invoiceTypes = {
  '004': { family: 'tax', special: true, paper: true },
  '007': { family: 'tax', special: false, paper: true },
  '025': { family: 'tax', special: false, paper: true },
  '026': { family: 'tax', special: false, paper: false },
  '028': { family: 'tax', special: true, paper: false },
  '81': { family: 'digital', special: true, paper: false },
  '82': { family: 'digital', special: false, paper: false },
  '85': { family: 'digital', special: true, paper: true },
  '86': { family: 'digital', special: false, paper: true },
} as const;
/** 004 special, 007 normal, 025 roll, 026 e-normal, 028 e-special; 81/82 full-electronic special/normal, 85/86 their paper forms. */
export type InvoiceType = keyof typeof invoiceTypes;

/** Taxpayer types (spec 02 §3.1). `smallScale` taxpayers use the small-scale rates; `general` may not use 1 %. */
export const taxpayerTypes = {
  '01': { general: true, smallScale: false },
  '02': { general: true, smallScale: false },
  '08': { general: false, smallScale: true },
  // Converted (转登记) taxpayers were general taxpayers that returned to small-scale: they issue at small-scale rates.
  '05': { general: false, smallScale: true },
  '04': { general: false, smallScale: false },
} as const;
/** 01 general, 02 tutoring-period general, 08 small-scale, 05 converted, 04 special levy. */
export type TaxpayerType = keyof typeof taxpayerTypes;

/** Disk types (spec 02 §3.1): 2 tax-control disk, 4 golden-tax disk, 6 tax Ukey, 7 digital terminal. */
export const diskTypes = { 2: 'taxControlDisk', 4: 'goldenTaxDisk', 6: 'taxUkey', 7: 'digitalTerminal' } as const;
export type DiskType = keyof typeof diskTypes;

/** Provider codes (spec 01 §3). */
export type Provider = 'IT100' | 'IT150' | 'IT160' | 'IT200' | 'IT300' | 'IT500' | 'IT600' | 'HT200' | 'WT200';

/** Special business types (spec 02 §3.1). */
export const specialBusinessTypes = {
  '01': 'refinedOil',
  '03': 'construction',
  '04': 'freight',
  '05': 'propertySale',
  '06': 'propertyLease',
  '09': 'passengerTransport',
  '12': 'ownFarmProduce',
  '13': 'tractor',
  '14': 'motorVehicle',
  '16': 'farmPurchase',
  '17': 'pvPurchase',
  '24': 'scrapPurchase',
} as const;
export type SpecialBusinessType = keyof typeof specialBusinessTypes;

/** Duty-free types (spec 01 §9): 0 normal, 1 exempt, 2 non-taxable, 3 ordinary zero rate. */
export const dutyFreeTypes = { 0: 'normal', 1: 'exempt', 2: 'nonTaxable', 3: 'zeroRate' } as const;
export type DutyFree = keyof typeof dutyFreeTypes;

/** Zero-rate mark of a line (lslbs): '' or '0' none, '1' exempt, '2' non-taxable, '3' ordinary zero rate. */
export type Lslbs = '' | '0' | '1' | '2' | '3';

/** 'Y' / 'N' flags of the tax bureau's specific-business forms. */
export type YesNo = 'Y' | 'N';

export interface PurchaserInfo {
  /** Buyer name (购买方名称). */
  buyerTaxerName?: string;
  /** Buyer tax number (纳税人识别号). */
  buyerTaxerId?: string;
  /** Buyer address and phone (地址、电话). */
  buyerAddressTel?: string;
  /** Buyer bank and account (开户行及账号). */
  buyerBankAccount?: string;
  /** Several buyers jointly buy (多方共同购买标签), 'Y' or 'N'. */
  dfgtgmbq?: YesNo | '';
  /** Buyer contact phone (购买方联系电话). */
  gmflxdh?: string;
}

export interface Review {
  /** 收款人 */
  payee?: string;
  /** 复核人 */
  checker?: string;
  /** 开票人 */
  drawer?: string;
}

/** Goods line (spec 01 §3 'Goods line'). */
export interface GoodsLine {
  /** Tax classification code (税收分类编码); the first 19 digits are used. */
  spbm?: string;
  /** Code as the draft row carries it (first 19 digits used); read when spbm is absent. */
  zxbm?: string;
  /** Goods name. */
  name?: string;
  /** Name as printed: *short name*full name. */
  showName?: string;
  /** Specification (规格型号). */
  ggxh?: string;
  /** Unit (单位). */
  dw?: string;
  /** Unit price without tax. */
  price?: Numeric;
  /** Unit price with tax. */
  taxPrice?: Numeric;
  /** Decimal rate: '0.13'. */
  taxRate?: Numeric;
  /** Rates the coding service allows for this goods, first is its default: ['0.13', '0.09']. */
  taxRateList?: Numeric[];
  lslbs?: Lslbs;
  /** Preferential policy flag (优惠政策标识). */
  yhzcbs?: string;
  /** Preferential policy description (优惠政策说明). */
  yhzcsm?: string;
  /** '1' when `amount` includes tax, '0' when it does not. */
  hsbz?: '0' | '1' | '';
  quantity?: Numeric;
  /** Line amount (金额); with tax when hsbz is '1'. */
  amount?: Numeric;
  taxAmount?: Numeric;
  /** Price with tax of the line (价税合计). */
  totalAmount?: Numeric;
  /** Line nature: '0' normal, '1' discount line, '2' discounted line. */
  fphxz?: '0' | '1' | '2' | '';
  /** Discount amount and rate of a discounted line. */
  discountAmount?: Numeric;
  discountRate?: Numeric;
  /** Coal type code (煤炭种类). */
  mtzlDm?: string;
  /** Selected in the goods table (batch operations act on checked lines if any are checked). */
  checked?: boolean;
  hasError?: boolean;
  errors?: string[];
  /** Special units the coding service allows (特殊单位). */
  tsdwlist?: string[];
  /** Draft row id. */
  children_XID?: string;
}

/** 03 construction (建筑服务). */
export interface ConstructionInfo {
  /** Place of the service (建筑服务发生地). */
  jzfwfsd?: string;
  /** Detailed address (详细地址). */
  jzfwxxdz?: string;
  /** Project name (建筑项目名称). */
  jzxmmc?: string;
  /** Cross-city flag (跨地（市）标志). */
  kdsbz?: YesNo | '';
  /** Cross-region report number (跨区域涉税事项报验管理编号), required when cross-city. */
  kqysssxbgglbm?: string;
  /** Land VAT project number (土地增值税项目编号). */
  tdzzsxmbh?: string;
}

/** 05 property sale and 06 property lease share these fields. */
export interface RealEstateInfo {
  /** Province / city / district of the property (不动产地址). */
  bdcdz?: string;
  /** Detailed address (详细地址): must name a street, road, village, township, town, lane or number. */
  xxdz?: string;
  kdsbz?: YesNo | '';
  /** Area unit (面积单位). */
  mjdw?: string;
  /** Title certificate number (产权证书/不动产权证号). */
  cqzsh?: string;
}

/** 06 property lease (不动产经营租赁服务), one per leased property. */
export interface RealEstateLeaseInfo extends RealEstateInfo {
  /** Lease start and end (租赁期起止), YYYY-MM-DD. */
  zlqq?: string;
  zlqz?: string;
}

/** 05 property sale (不动产销售). */
export interface RealEstateSaleInfo extends RealEstateInfo {
  /** Actual deal amount with tax (实际成交含税金额). */
  sjcjhsje?: Numeric;
  /** Assessed tax price (核定计税价格). */
  hdjsjg?: Numeric;
  /** Online contract filing number (网签合同备案编号). */
  wqhtbabh?: string;
  tdzzsxmbh?: string;
}

/** 13 tractor / 14 motor vehicle. */
export interface VehicleInfo {
  /** Engine number (发动机号码). */
  fdjhm?: string;
  /** Chassis number (底盘号码), the vehicle identification number (车辆识别代号) for 14. */
  dphm?: string;
}

/** 04 freight (货物运输服务), one row per transport. */
export interface FreightInfo {
  /** Vehicle type (运输工具种类). */
  ysgjzl?: string;
  /** Plate (运输工具牌号). */
  ysgjph?: string;
  /** Origin (起运地). */
  qyd?: string;
  /** Destination (到达地). */
  ddd?: string;
  /** Cargo name (运输货物名称). */
  yshwmc?: string;
}

/** Specific-business information (tdywxx), one member per business type. */
export interface SpecificBusinessInfo {
  jzfw?: ConstructionInfo;
  bdcjyzlfwList?: RealEstateLeaseInfo[];
  bdcxsfw?: RealEstateSaleInfo;
  tljhlhsgjfw?: VehicleInfo;
  hwysfw?: FreightInfo[];
}

/** Seller supplement (xfbcxx): the natural-person seller of 16 farm purchase and 24 scrap purchase. */
export interface SellerSupplement {
  /** Nationality (国籍). */
  gj?: string;
  /** Id document type (证件类型), codes 101-299; 201 is the resident identity card. */
  zjlx?: string;
  /** Id document number (证件号码). */
  zjhm?: string;
  /** Address (地址), required for 24. */
  dz?: string;
  /** Phone (电话), required for 24. */
  dh?: string;
}

/** A co-buyer (gtgmfList) of 05/06 when several buyers jointly buy. */
export interface CoBuyer {
  /** Name (共同购买方名称). */
  gmfmc?: string;
  /** Id document type (证件类型). */
  zjlx?: string;
  /** Id document number (证件号码). */
  zjhm?: string;
}

/** Invoice draft (spec 01 §3 'Invoice draft'). */
export interface InvoiceDraft {
  purchaserInfo: PurchaserInfo;
  /** E-mail (or mobile, where allowed) receiving the electronic invoice. */
  receiver?: string;
  review: Review;
  remark?: string;
  /** Deduction amount (扣除额) of a difference-taxed invoice; empty when none. */
  kce?: Numeric | null;
  goodsList: GoodsLine[];
  curInvoiceType?: InvoiceType;
  /** Special business type (特定业务类型); '' for none. */
  tdyslxdm?: SpecialBusinessType | '';
  tdywxx?: SpecificBusinessInfo;
  xfbcxx?: SellerSupplement;
  /** Buyer is a natural person (购买方自然人标识), 'Y' or 'N'. */
  gmfZrrbs?: YesNo | '';
  gtgmfList?: CoBuyer[];
  /** Scrap-product details; passed through (spec 01 §3 names it without fields). */
  bfcpObj?: Record<string, unknown>;
  /** The goods are mineral products: every line needs unit and quantity. */
  minerals?: boolean;
  /** Reason for issuing at 3 % (适用税率开具理由) chosen in the dialog. */
  sslkjly?: string;
  /** 0 blue (default), 1 red, 2 blank-invoice void (spec 01 §4 invoice kind). */
  invoiceKind?: 0 | 1 | 2;
  /** Red: the blue invoice it corrects, and the red-letter sheet when one was filed. */
  blueInvoiceCode?: string;
  blueInvoiceNumber?: string;
  redSheetNo?: string;
}

export interface SellerInfo {
  name?: string;
  taxId?: string;
  addressPhone?: string;
  bankAccount?: string;
}

/** What the pre-checks need to know besides the draft. */
export interface IssueContext {
  invoiceType: InvoiceType;
  taxpayerType: TaxpayerType;
  diskType: DiskType;
  diskId: string;
  /** Provider code of the terminal. */
  tsp: Provider | string;
  /** Red (negative) invoice. */
  isRed: boolean;
  /** The receiver may be a mobile number instead of an e-mail. */
  receiverMayBeMobile: boolean;
  /** The account is bound to the electronic tax bureau (needed for full-electronic invoices). */
  boundToTaxBureau: boolean;
  seller: SellerInfo;
}
