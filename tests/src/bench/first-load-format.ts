// How the first-load bench writes its figures, and what it says beside a target.
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
export const mark = (met: boolean) => (met ? 'met' : 'MISSED');
