/** build/renderer.mjs: the aliases that make the build ship Preact's compatibility layer as React. */
export declare const preactAliases: { find: RegExp; replacement: string }[];
