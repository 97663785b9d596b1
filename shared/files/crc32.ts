/**
 * CRC-32 (ISO 3309, ITU-T V.42; polynomial 0xEDB88320 reflected), as PNG chunks carry it
 * (PNG spec annex D). Pure, so the image check runs the same in functions and the browser.
 */
const TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/**
 * The CRC-32 of `bytes`, as an unsigned 32-bit number.
 * @example crc32(new TextEncoder().encode('123456789')); // 0xcbf43926 (the standard check value)
 */
export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) c = TABLE[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
