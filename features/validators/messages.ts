// Message keys paired with the validators (namespace `validation`); zh-CN texts are the spec's where it gives one.
export const validatorMessages = {
  /** 输入有误，请检查重新填写！ (spec 01 §5, form phone) */
  formPhone: 'validation:formPhone',
  /** 手机号码不符合规范! (spec 01 §5, strict mobile) */
  strictMobile: 'validation:strictMobile',
  telephone: 'validation:telephone',
  /** 不能含有特殊字符! (spec 01 §5) */
  specialCharacters: 'validation:specialCharacters',
  angleBrackets: 'validation:angleBrackets',
  /** 格式有误!请重新输入 (spec 01 §5, name) */
  name: 'validation:name',
  amount: 'validation:amount',
  /** params: { max } — a Chinese character counts 2 bytes. */
  maxBytes: 'validation:maxBytes',
  /** params: { max } */
  maxChars: 'validation:maxChars',
  required: 'validation:required',
  email: 'validation:email',
  /** The confirm-to-continue text for a tax number of unusual length (spec 01 §5). */
  taxNumber: 'validation:taxNumber',
  unifiedSocialCreditCode: 'validation:unifiedSocialCreditCode',
  personalId: 'validation:personalId',
  /** params: { max } — amount in words over 18 integer digits. */
  amountTooLarge: 'validation:amountTooLarge',
} as const;

export type ValidatorMessage = keyof typeof validatorMessages;
