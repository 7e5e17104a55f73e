export declare const repoRoot: string;
export declare function ensureDatabase(serverUrl: string, name: string): Promise<string>;
export declare function dropDatabase(databaseUrl: string): Promise<void>;
export declare function freePort(): Promise<number>;
