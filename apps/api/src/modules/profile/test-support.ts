import type { FastifyInstance } from "fastify";
import sharp from "sharp";

/** `POST profile/avatar` as the web app sends it: one multipart file named `avatar`. */
export function uploadAvatar(
  app: FastifyInstance,
  token: string,
  data: Buffer,
  { filename = "me.png", contentType = "image/png", ip }: { filename?: string; contentType?: string; ip?: string } = {},
) {
  const boundary = "----avatar-boundary";
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.inject({
    method: "POST",
    url: "/api/profile/avatar",
    headers: { token, "content-type": `multipart/form-data; boundary=${boundary}` },
    payload,
    ...(ip && { remoteAddress: ip }),
  });
}

export function smallPng(background = "#e91e63"): Promise<Buffer> {
  return sharp({ create: { width: 16, height: 16, channels: 3, background } })
    .png()
    .toBuffer();
}
