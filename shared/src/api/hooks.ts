/** What a before-request hook sees, and may change or abort (SPEC.md §7). */
export interface OutgoingRequest {
  url: string;
  body: Record<string, unknown>;
  headers: Record<string, string>;
}

export interface RequestHooks {
  /** Return a message to abort the request with it; anything else lets it go. */
  beforeRequest?: (request: OutgoingRequest) => string | void;
  afterResponse?: (response: { url: string; status: number; body: unknown }) => void;
  /** How a 401 reloads the page; tests replace it. */
  reload?: () => void;
}

let hooks: RequestHooks = {};

/** Installs the request hooks (the shell does, once); returns a function that removes them. */
export function setRequestHooks(next: RequestHooks): () => void {
  const previous = hooks;
  hooks = next;
  return () => {
    hooks = previous;
  };
}

export const currentHooks = () => hooks;
