/** JPG or PNG by their first bytes, whatever the file's name or declared type says. */
export function imageKind(data: Buffer): "jpeg" | "png" | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return "jpeg";
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (data.length >= png.length && png.every((byte, i) => data[i] === byte)) return "png";
  return null;
}
