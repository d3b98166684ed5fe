// The emulator ships no types; this is the part the test harness uses.
declare module "@20minutes/s3rver" {
  import type { AddressInfo } from "node:net";

  type Options = {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    configureBuckets?: { name: string }[];
  };
  export default class S3rver {
    constructor(options: Options);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
