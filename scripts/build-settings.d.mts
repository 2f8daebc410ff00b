/** The types of ./build-settings.mjs (plain JavaScript, so that `npm start` runs with node alone). */
type Environment = Record<string, string | undefined>;

/** A build setting whose value differs: the build's and the environment's, null when unset. */
export type SettingChange = { name: string; built: string | null; current: string | null };

export declare const BUILD_SETTINGS: readonly string[];
export declare const BUILD_SETTING_DEFAULTS: Record<string, string | null>;
export declare function distDirOf(environment?: Environment): string;
export declare function currentSettings(environment?: Environment): Record<string, string | null>;
export declare function changedSettings(distDir: string, environment?: Environment): SettingChange[] | null;
export declare function recordSettings(distDir: string, environment?: Environment): void;
