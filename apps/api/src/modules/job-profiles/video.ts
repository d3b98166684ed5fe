import { execFile } from "node:child_process";
import { createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { promisify } from "node:util";
import type { MultipartFile } from "@fastify/multipart";
import ffmpeg from "@ffmpeg-installer/ffmpeg";
import ffprobe from "@ffprobe-installer/ffprobe";
import { errorCodes, videoLimits, videoMessages } from "@rewards/contracts";
import { AppError } from "../../http/app-error.js";
import { reencodeImage } from "./images.js";

const run = promisify(execFile);
/** A probe or a frame that takes longer than this is a file built to stall us. */
const toolTimeoutMs = 30_000;

export type VideoKind = "mp4" | "webm";
export type ReceivedVideo = { kind: VideoKind; video: Buffer; poster: Buffer; durationMs: number };

const refused = (status: number, code: string, message: string) => new AppError(status, code, message, "video");
const unreadable = () => refused(415, errorCodes.videoType, videoMessages.unreadable);

/** MP4 (an `ftyp` box first) or WebM (EBML with the `webm` doc type) by the first bytes, whatever the name says. */
export function videoKind(head: Buffer): VideoKind | null {
  if (head.length >= 12 && head.toString("latin1", 4, 8) === "ftyp") return "mp4";
  const ebml = [0x1a, 0x45, 0xdf, 0xa3];
  if (head.length >= 4 && ebml.every((byte, i) => head[i] === byte) && head.subarray(0, 64).includes("webm")) {
    return "webm";
  }
  return null;
}

/** The length ffprobe reads from the container, and whether it holds a picture at all. */
async function probe(file: string): Promise<{ seconds: number; hasVideo: boolean }> {
  const { stdout } = await run(
    ffprobe.path,
    ["-v", "error", "-show_entries", "format=duration:stream=codec_type", "-of", "json", file],
    { timeout: toolTimeoutMs, maxBuffer: 1024 * 1024 },
  );
  const found = JSON.parse(stdout) as { format?: { duration?: string }; streams?: { codec_type?: string }[] };
  const seconds = Number(found.format?.duration);
  return {
    seconds: Number.isFinite(seconds) ? seconds : Number.NaN,
    hasVideo: (found.streams ?? []).some((stream) => stream.codec_type === "video"),
  };
}

/**
 * Takes a video upload apart on disk: streams it to a private temporary folder (never whole in
 * memory while it arrives), checks its first bytes, measures it with ffprobe, copies its streams
 * into a fresh container without the file's metadata (a phone's recording carries where it was
 * made) and cuts a poster frame. The folder goes whatever happens.
 */
export async function receiveVideo(file: MultipartFile | undefined): Promise<ReceivedVideo> {
  if (file?.fieldname !== "video") {
    throw new AppError(400, errorCodes.validationFailed, "Please choose a video.", "video");
  }
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "video-"));
  try {
    const original = path.join(dir, "upload");
    await pipeline(file.file, createWriteStream(original)).catch((error: { code?: string }) => {
      if (error.code === "FST_REQ_FILE_TOO_LARGE") throw refused(413, errorCodes.videoTooBig, videoMessages.tooBig);
      throw error;
    });
    if (file.file.truncated) throw refused(413, errorCodes.videoTooBig, videoMessages.tooBig);
    const handle = await fs.open(original);
    const head = Buffer.alloc(64);
    await handle.read(head, 0, 64, 0).finally(() => handle.close());
    const kind = videoKind(head);
    if (!kind) throw refused(415, errorCodes.videoType, videoMessages.type);

    const { seconds, hasVideo } = await probe(original).catch(() => ({ seconds: Number.NaN, hasVideo: false }));
    if (!hasVideo || !(seconds > 0)) throw unreadable();
    if (seconds > videoLimits.maxSeconds) throw refused(422, errorCodes.videoTooLong, videoMessages.tooLong);

    const cleaned = path.join(dir, `clean.${kind}`);
    const layout = kind === "mp4" ? ["-movflags", "+faststart"] : [];
    await run(
      ffmpeg.path,
      ["-v", "error", "-i", original, "-map", "0", "-map_metadata", "-1", "-c", "copy", ...layout, "-y", cleaned],
      { timeout: toolTimeoutMs },
    ).catch(() => {
      throw unreadable();
    });
    const frame = path.join(dir, "poster.png");
    const at = Math.min(1, seconds / 2).toFixed(2);
    await run(ffmpeg.path, ["-v", "error", "-ss", at, "-i", cleaned, "-frames:v", "1", "-y", frame], {
      timeout: toolTimeoutMs,
    }).catch(() => {
      throw unreadable();
    });
    const poster = await reencodeImage(await fs.readFile(frame), "video", 1280);
    return { kind, video: await fs.readFile(cleaned), poster, durationMs: Math.round(seconds * 1000) };
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
