/** What gallery/story-coverage.test.tsx measures (reports/story-coverage.json), read by story-coverage.mjs. */
export interface StoryCoverage {
  seconds: number;
  handStories: number;
  generatedStories: number;
  /** Stories that threw while rendering. */
  failures: string[];
  /** Machines the stories showed that no screen registers (children shown by their parent's stories...). */
  unregistered: string[];
  notScreens: Readonly<Record<string, string>>;
  screens: Array<{
    key: string;
    title: string;
    machine: string;
    models: string[];
    /** Leaf states a snapshot of the machine can rest in. */
    reachable: string[];
    transient: string[];
    unreached: string[];
    /** Reachable leaves shown by hand-written story files (with the files). */
    hand: Record<string, string[]>;
    /** Reachable leaves shown by generated stories (with their ids). */
    generated: Record<string, string[]>;
  }>;
}
