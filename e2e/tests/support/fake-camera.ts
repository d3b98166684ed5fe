import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { encode } from "uqr";

const width = 640;
const height = 480;

/**
 * A short y4m video (the raw format Chromium's fake camera plays in a loop) showing the QR code of
 * `text`, dark modules on white, centred: what a phone's camera would see of a counter screen.
 * Given `file`, it is written there: Chromium reads the file each time a page opens the camera, so
 * a browser started with that file sees a new code (a coupon's live code) by rewriting it.
 */
export function writeQrVideo(
  text: string,
  file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "fake-camera-")), "qr.y4m"),
): string {
  const { data } = encode(text, { border: 4 });
  const modules = data.length;
  const scale = Math.floor(Math.min(width, height) / modules);
  const offsetX = Math.floor((width - modules * scale) / 2);
  const offsetY = Math.floor((height - modules * scale) / 2);
  const luma = Buffer.alloc(width * height, 235);
  for (let y = 0; y < modules * scale; y++) {
    const row = data[Math.floor(y / scale)];
    for (let x = 0; x < modules * scale; x++) {
      if (row?.[Math.floor(x / scale)]) luma[(offsetY + y) * width + offsetX + x] = 16;
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const frame = Buffer.concat([Buffer.from("FRAME\n"), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  fs.writeFileSync(file, Buffer.concat([header, ...Array.from({ length: 5 }, () => frame)]));
  return file;
}

/** Chromium's flags for a camera that plays `video` and asks nobody. */
export const fakeCameraArgs = (video: string) => [
  "--use-fake-device-for-media-stream",
  `--use-file-for-fake-video-capture=${video}`,
];
