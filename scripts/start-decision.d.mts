/** The types of ./start-decision.mjs (plain JavaScript, so that `npm start` runs with node alone). */
import type { SettingChange } from './build-settings.mjs';

export type StartDecision = { action: 'build'; message: string } | { action: 'serve' } | { action: 'stop'; message: string };

export declare function startDecision(build: { distDir: string; exists: boolean; changes: SettingChange[] | null }): StartDecision;
