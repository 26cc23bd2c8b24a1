// Types of scripts/build.mjs (plain JavaScript, as it runs before anything is built) for its tests.
export declare const BUILD_STAMP: string;
export declare const BUILD_OUTPUTS: string[];
export declare const BUILD_INPUTS: string[];

export interface BuildState {
  /** Modification time of dist/build-stamp (when the last complete build started), null when absent. */
  stampMs: number | null;
  outputsPresent: boolean;
  newestInputMs: number;
}

export declare function needsBuild(state: BuildState): boolean;
export declare function newestInputMs(root?: string, inputs?: string[]): number;
export declare function buildState(root?: string): BuildState;
export declare function build(): void;
