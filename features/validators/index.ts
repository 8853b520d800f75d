// Field validators (spec 01 §5): pure predicates plus the message keys they pair with.
export { byteLength, exceedsBytes, hasSpecialCharacters, hasAngleBrackets, isValidName, isEmail } from './text';
export { isFormPhone, isStrictMobile, isTelephone } from './phone';
export { isTaxNumber, isUnifiedSocialCreditCode, usccCheckCharacter, isPersonalId, personalIdCheckDigit } from './ids';
export {
  isAmount,
  amountInWords,
  formatNumber,
  AMOUNT_IN_WORDS_MAX_DIGITS,
  FORMAT_NUMBER_MAX_CHARS,
  FORMAT_NUMBER_MAX_DECIMALS,
} from './amount';
export { validatorMessages, type ValidatorMessage } from './messages';
