/** The ID of the build this process serves (`.next/BUILD_ID`), or `fallback` outside a build. */
export declare function readBuildId(fallback: string): string;
