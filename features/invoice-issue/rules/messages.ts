// Message keys of the invoice pre-checks (namespace `invoice`, locales/<lng>/invoice.json).
// zh-CN texts: the spec's Chinese where it gives one (e.g. taxBureau.notBound, spec 01 §8); elsewhere the
// wording tax portals use (购买方名称不能为空, 第{{row}}行商品不属于…类商品), since the spec gives only English.
// The two special-business row messages nest the business name by its code: params { row, code }.

export const invoiceMessages = {
  buyer: {
    nameRequired: 'invoice:buyer.nameRequired',
    nameSpecialCharacters: 'invoice:buyer.nameSpecialCharacters',
    nameMaxBytes: 'invoice:buyer.nameMaxBytes',
    taxIdRequired: 'invoice:buyer.taxIdRequired',
    taxIdMaxBytes: 'invoice:buyer.taxIdMaxBytes',
    taxIdConfirm: 'invoice:buyer.taxIdConfirm',
    addressTelMaxBytes: 'invoice:buyer.addressTelMaxBytes',
    bankAccountMaxBytes: 'invoice:buyer.bankAccountMaxBytes',
  },
  remark: { maxBytes: 'invoice:remark.maxBytes' },
  review: {
    payeeRequired: 'invoice:review.payeeRequired',
    checkerRequired: 'invoice:review.checkerRequired',
    drawerRequired: 'invoice:review.drawerRequired',
    payeeMaxChars: 'invoice:review.payeeMaxChars',
    checkerMaxChars: 'invoice:review.checkerMaxChars',
    drawerMaxChars: 'invoice:review.drawerMaxChars',
    payeeMaxBytes: 'invoice:review.payeeMaxBytes',
    checkerMaxBytes: 'invoice:review.checkerMaxBytes',
    drawerMaxBytes: 'invoice:review.drawerMaxBytes',
  },
  receiver: { email: 'invoice:receiver.email', emailOrMobile: 'invoice:receiver.emailOrMobile' },
  goods: {
    empty: 'invoice:goods.empty',
    totalZero: 'invoice:goods.totalZero',
    amountRequired: 'invoice:goods.amountRequired',
    amountInvalid: 'invoice:goods.amountInvalid',
    nameRequired: 'invoice:goods.nameRequired',
    nameMaxBytes: 'invoice:goods.nameMaxBytes',
    specMaxBytes: 'invoice:goods.specMaxBytes',
    unitMaxBytes: 'invoice:goods.unitMaxBytes',
    taxCodeRequired: 'invoice:goods.taxCodeRequired',
    taxRateRequired: 'invoice:goods.taxRateRequired',
    quantityRequired: 'invoice:goods.quantityRequired',
    specialInvoiceZeroRate: 'invoice:goods.specialInvoiceZeroRate',
    generalOnePercent: 'invoice:goods.generalOnePercent',
    smallScaleThirteenPercent: 'invoice:goods.smallScaleThirteenPercent',
    mineralUnitRequired: 'invoice:goods.mineralUnitRequired',
    mineralQuantityRequired: 'invoice:goods.mineralQuantityRequired',
    coalTypeRequired: 'invoice:goods.coalTypeRequired',
    coalUnitRequired: 'invoice:goods.coalUnitRequired',
    ukeyLineLimit: 'invoice:goods.ukeyLineLimit',
    /** 第{{row}}行商品不属于{name}类商品; params { row, code } */
    notOfSpecialBusiness: 'invoice:goods.notOfSpecialBusiness',
    /** 第{{row}}行：非特定业务，不能选择{name}类商品; params { row, code } */
    notSpecialBusiness: 'invoice:goods.notSpecialBusiness',
  },
  specific: {
    construction: {
      jzfwfsd: 'invoice:specific.construction.jzfwfsd',
      jzxmmc: 'invoice:specific.construction.jzxmmc',
      kdsbz: 'invoice:specific.construction.kdsbz',
      kqysssxbgglbm: 'invoice:specific.construction.kqysssxbgglbm',
    },
    realEstate: {
      leaseRequired: 'invoice:specific.realEstate.leaseRequired',
      bdcdz: 'invoice:specific.realEstate.bdcdz',
      xxdz: 'invoice:specific.realEstate.xxdz',
      xxdzKeyword: 'invoice:specific.realEstate.xxdzKeyword',
      kdsbz: 'invoice:specific.realEstate.kdsbz',
      mjdw: 'invoice:specific.realEstate.mjdw',
      cqzsh: 'invoice:specific.realEstate.cqzsh',
      sjcjhsje: 'invoice:specific.realEstate.sjcjhsje',
    },
    coBuyer: {
      required: 'invoice:specific.coBuyer.required',
      zjlx: 'invoice:specific.coBuyer.zjlx',
      zjhm: 'invoice:specific.coBuyer.zjhm',
    },
    freight: {
      required: 'invoice:specific.freight.required',
      ysgjzl: 'invoice:specific.freight.ysgjzl',
      ysgjph: 'invoice:specific.freight.ysgjph',
      qyd: 'invoice:specific.freight.qyd',
      ddd: 'invoice:specific.freight.ddd',
      yshwmc: 'invoice:specific.freight.yshwmc',
    },
    tractor: { engineOrChassis: 'invoice:specific.tractor.engineOrChassis' },
    vehicle: { engineOrVin: 'invoice:specific.vehicle.engineOrVin' },
    naturalSeller: {
      gj: 'invoice:specific.naturalSeller.gj',
      zjlx: 'invoice:specific.naturalSeller.zjlx',
      zjhm: 'invoice:specific.naturalSeller.zjhm',
      zjhmInvalid: 'invoice:specific.naturalSeller.zjhmInvalid',
      dz: 'invoice:specific.naturalSeller.dz',
      dh: 'invoice:specific.naturalSeller.dh',
      dhInvalid: 'invoice:specific.naturalSeller.dhInvalid',
    },
  },
  taxRate: {
    /** params { value }: the rate in percent, '13' */
    percent: 'invoice:taxRate.percent',
    exempt: 'invoice:taxRate.exempt',
    nonTaxable: 'invoice:taxRate.nonTaxable',
  },
  sslkjly: { required: 'invoice:sslkjly.required' },
  seller: { incomplete: 'invoice:seller.incomplete', fillNow: 'invoice:seller.fillNow', fillLater: 'invoice:seller.fillLater' },
  /** 当前账户暂未绑定电子税局, 是否前往绑定? (spec 01 §8) */
  taxBureau: { notBound: 'invoice:taxBureau.notBound' },
  quota: {
    hard: { twelveMonths: 'invoice:quota.hard.twelveMonths', quarter: 'invoice:quota.hard.quarter', month: 'invoice:quota.hard.month' },
    warning: {
      twelveMonths: 'invoice:quota.warning.twelveMonths',
      quarter: 'invoice:quota.warning.quarter',
      month: 'invoice:quota.warning.month',
    },
  },
} as const;
