/**
 * An ICO file holding one PNG image. Browsers ask for /favicon.ico on documents that name no icon (the pages' Markdown
 * twins, raw text files); since Windows Vista an ICO entry may be a whole PNG, so the file is a 22-byte header
 * in front of it (written here: the npm packages for this carry a PNG decoder and CLI this does not need).
 */
export function icoFile(png: Buffer, size: number): Buffer {
  if (png.subarray(1, 4).toString('latin1') !== 'PNG') throw new Error('icoFile: the image is not a PNG');
  if (!Number.isInteger(size) || size < 1 || size > 256) throw new Error(`icoFile: size ${size} is not 1–256`);
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size % 256, 6); // width (0 means 256)
  header.writeUInt8(size % 256, 7); // height
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(header.length, 18); // the image follows the header
  return Buffer.concat([header, png]);
}
