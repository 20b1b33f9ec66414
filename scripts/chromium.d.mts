/** Flags Chromium needs on these machines (no sandbox as root, no GPU, no background networking). */
export declare const chromiumArgs: string[];
/** The Debian install command named in failure messages. */
export declare const INSTALL_HINT: string;
/** An executable Chromium path ($CHROMIUM_PATH, /usr/bin/chromium, Playwright's cache), or undefined. */
export declare function chromiumPath(): string | undefined;
