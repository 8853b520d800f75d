/**
 * Length in bytes as the tax system counts it (spec 01 §5 'byte limits'): a Latin-1 character
 * (U+0000–U+00FF) is 1 byte, any other character 2 bytes. Counted per UTF-16 unit, like the legacy
 * `s.replace(/[^\x00-\xff]/g, 'aa').length`, so that the portal and the old validators agree
 * (a character outside the BMP, such as an emoji, counts 4).
 */
export function byteLength(s: string): number {
  let bytes = 0;
  for (let i = 0; i < s.length; i++) bytes += s.charCodeAt(i) > 0xff ? 2 : 1;
  return bytes;
}
