import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import ffmpeg from "@ffmpeg-installer/ffmpeg";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";

/** A multipart upload of one file, as the web app sends it. */
export function uploadFile(
  app: FastifyInstance,
  { url, token, field, data, filename = "file.jpg", contentType = "image/jpeg" }: UploadInput,
) {
  const boundary = "----job-upload-boundary";
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.inject({
    method: "POST",
    url: `/api/job/${url}`,
    headers: { token, "content-type": `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}
type UploadInput = {
  url: string;
  token: string;
  field: string;
  data: Buffer;
  filename?: string;
  contentType?: string;
};

/** A small JPEG carrying EXIF (a camera's copyright note), to show re-encoding drops it. */
export function jpegWithExif(background = "#3366cc"): Promise<Buffer> {
  return sharp({ create: { width: 32, height: 20, channels: 3, background } })
    .jpeg()
    .withExif({ IFD0: { Copyright: "exif-secret-marker" } })
    .toBuffer();
}

/** A real video of `seconds` (tiny, so tests stay quick), made with the same ffmpeg the server uses. */
export async function makeVideo(seconds: number, kind: "mp4" | "webm" = "mp4"): Promise<Buffer> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "test-video-"));
  try {
    const file = path.join(dir, `clip.${kind}`);
    const codec = kind === "mp4" ? ["-pix_fmt", "yuv420p"] : ["-c:v", "libvpx"];
    await promisify(execFile)(ffmpeg.path, [
      "-v",
      "error",
      "-f",
      "lavfi",
      "-i",
      "testsrc=size=32x24:rate=2",
      "-t",
      String(seconds),
      ...codec,
      "-metadata",
      "location=+48.8584+002.2945/",
      "-y",
      file,
    ]);
    return await fs.readFile(file);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
